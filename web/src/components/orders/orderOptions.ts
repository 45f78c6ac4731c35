import {
  FIT_PREFERENCES,
  LENGTH_PREFERENCES,
  MAX_ORDER_QUANTITY,
  MIN_ORDER_QUANTITY,
  SLEEVE_PREFERENCES,
} from '@features/orders/rules';

/** Option lists of the order forms: the values are the API's, the labels how the forms show them. */
const options = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const FIT_OPTIONS = options(FIT_PREFERENCES, {
  'very-loose': 'Very loose',
  loose: 'Loose',
  relaxed: 'Relaxed',
  'slightly-loose': 'Slightly loose',
  regular: 'Regular',
  'slightly-fitted': 'Slightly fitted',
  fitted: 'Fitted',
  tight: 'Tight',
  'very-tight': 'Very tight',
});

export const LENGTH_OPTIONS = options(LENGTH_PREFERENCES, {
  short: 'Short',
  regular: 'Regular',
  long: 'Long',
  'extra-long': 'Extra long',
});

export const SLEEVE_OPTIONS = options(SLEEVE_PREFERENCES, {
  short: 'Short',
  'three-quarter': 'Three-quarter',
  long: 'Long',
  'no-sleeve': 'No sleeve',
});

export const QUANTITY_OPTIONS = Array.from({ length: MAX_ORDER_QUANTITY - MIN_ORDER_QUANTITY + 1 }, (_, i) => {
  const n = String(MIN_ORDER_QUANTITY + i);
  return { value: n, label: n };
});

export type SelectOption = { value: string; label: string };
