export const UNKNOWN_LOCATION = 'Unknown';

/** The part of a location before the first comma ("Lagos, Nigeria" -> "Lagos"); what the site shows and filters on. */
export function cityOf(location: string | null | undefined): string {
  const city = (location ?? '').split(',')[0]!.trim();
  return city || UNKNOWN_LOCATION;
}
