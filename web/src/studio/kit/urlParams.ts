/**
 * The URL parameters with the named text filters changed: empty values are removed, filters not
 * named in `changes` and other parameters are kept.
 */
export function withTextParams<TFilters extends object>(
  params: URLSearchParams,
  names: readonly (keyof TFilters & string)[],
  changes: Partial<TFilters>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of names) {
    if (!(name in changes)) continue;
    const value = String(changes[name] ?? '').trim();
    if (value === '') next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The URL parameters without the named ones. */
export function withoutParams(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  names.forEach((name) => next.delete(name));
  return next;
}
