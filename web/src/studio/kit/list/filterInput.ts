/** A filter left unset: its empty choice, or nothing. */
type Unset = '' | undefined;

/**
 * The API's filter input with the unset values ('' or undefined) left out; null when nothing is
 * set, so the list is not narrowed.
 */
export function filterInput<TInput extends object>(values: {
  [Key in keyof TInput]: TInput[Key] | Unset;
}): TInput | null {
  const set = Object.entries(values).filter(([, value]) => value !== '' && value !== undefined);
  return set.length ? (Object.fromEntries(set) as TInput) : null;
}
