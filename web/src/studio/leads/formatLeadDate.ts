// The API's instants are UTC; showing them in UTC keeps a date the same for every viewer.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** An ISO instant as an en-GB date, e.g. 04/03/2026; the text as given when it is not a date. */
export function formatLeadDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
