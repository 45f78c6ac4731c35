/** The words the studio shows for the API's vocabulary values (statuses, sources, priorities...). */

import { formatVocabulary } from './format';

/** A label for a value the API may add after a screen was built: shown as sent. */
export function labelOf<T extends string>(labels: Record<T, string>, value: string): string {
  return (labels as Record<string, string>)[value] ?? value;
}

/** Labels that are the values in words: 'custom_order' reads 'Custom order'. */
export function labelsInWords<T extends string>(values: readonly T[]): Record<T, string> {
  return Object.fromEntries(values.map((value) => [value, formatVocabulary(value)])) as Record<T, string>;
}

/** Options for a select, in vocabulary order. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
