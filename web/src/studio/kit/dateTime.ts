// The API's instants are UTC; like the kit's dates (format.ts) they are shown in UTC, and times say so.
const dateTimes = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** An ISO instant as an en-GB date and time, e.g. 04/03/2026, 14:05 UTC; the text as given when it is not a date. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${dateTimes.format(date)} UTC`;
}
