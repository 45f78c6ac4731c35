/** Option lists of the order forms; values are what the API stores. */
const option = (value: string, label: string) => ({ value, label });

export const FIT_OPTIONS = [
  option('very-loose', 'Very loose'),
  option('loose', 'Loose'),
  option('relaxed', 'Relaxed'),
  option('slightly-loose', 'Slightly loose'),
  option('regular', 'Regular'),
  option('slightly-fitted', 'Slightly fitted'),
  option('fitted', 'Fitted'),
  option('tight', 'Tight'),
  option('very-tight', 'Very tight'),
] as const;

export const LENGTH_OPTIONS = [
  option('short', 'Short'),
  option('regular', 'Regular'),
  option('long', 'Long'),
  option('extra-long', 'Extra long'),
] as const;

export const SLEEVE_OPTIONS = [
  option('short', 'Short'),
  option('three-quarter', 'Three-quarter'),
  option('long', 'Long'),
  option('no-sleeve', 'No sleeve'),
] as const;

export const QUANTITY_OPTIONS = [1, 2, 3, 4, 5].map((n) => option(String(n), String(n)));

export type SelectOption = { value: string; label: string };
