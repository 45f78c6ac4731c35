/** Money columns are exact decimals in the database and plain numbers (2 decimals) in the API. */
export const toNumber = (d: { toString(): string } | null | undefined): number | null =>
  d == null ? null : Number(d.toString());
