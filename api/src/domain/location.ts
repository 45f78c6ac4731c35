export const UNKNOWN_LOCATION = 'Unknown';

/** The part of a location before the first comma ("Lagos, Nigeria" -> "Lagos"); what the site shows and filters on. */
export function cityOf(location: string | null | undefined): string {
  const text = location ?? '';
  const comma = text.indexOf(',');
  return (comma < 0 ? text : text.slice(0, comma)).trim() || UNKNOWN_LOCATION;
}
