const counts = new Intl.NumberFormat('en-GB');
const percentages = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const ratings = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
// The API's instants are UTC; showing them in UTC keeps a date the same for every viewer.
const dates = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** What the studio shows for a brand or average without any reviews. */
export const NO_RATING = 'No ratings';

/** What the studio shows for a record that is not tied to a brand. */
export const UNKNOWN_BRAND = 'Unknown Brand';

/** A whole number with thousands separators, e.g. 1,204. */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** A percentage to at most one decimal, e.g. 16.7%. */
export function formatPercent(value: number): string {
  return `${percentages.format(value)}%`;
}

/** An amount in pounds with pence, e.g. £1,234.50. */
export function formatPounds(value: number): string {
  return pounds.format(value);
}

/** An amount that may be missing, e.g. a lead's estimated value: pounds with pence, or null. */
export function formatOptionalPounds(value: number | null | undefined): string | null {
  return value == null || !Number.isFinite(value) ? null : pounds.format(value);
}

/** An average rating to one decimal (the API keeps two), e.g. 4.3; 'No ratings' without reviews. */
export function formatRating(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? NO_RATING : ratings.format(value);
}

/** An ISO instant as an en-GB date, e.g. 04/03/2026; the text as given when it is not a date. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dates.format(date);
}

/** A vocabulary value as words: 'custom_order' reads 'Custom order'. */
export function formatVocabulary(value: string): string {
  const words = value.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : value;
}

/** The brand's name, or 'Unknown Brand' when there is none. */
export function brandNameOrUnknown(name: string | null | undefined): string {
  return name?.trim() ? name : UNKNOWN_BRAND;
}
