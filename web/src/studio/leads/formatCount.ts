const counts = new Intl.NumberFormat('en-GB');
const percentages = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A whole number with thousands separators, e.g. 1,204. */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** A percentage to at most one decimal, e.g. 16.7%. */
export function formatPercent(value: number): string {
  return `${percentages.format(value)}%`;
}
