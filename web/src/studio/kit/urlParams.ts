/** The URL parameters without the named ones. */
export function withoutParams(params: URLSearchParams, names: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  names.forEach((name) => next.delete(name));
  return next;
}
