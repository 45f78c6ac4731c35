const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** A lead's estimated value in pounds, e.g. £1,234.00; null when the lead has none. */
export function formatLeadValue(value: number | null | undefined): string | null {
  return value == null || !Number.isFinite(value) ? null : pounds.format(value);
}
