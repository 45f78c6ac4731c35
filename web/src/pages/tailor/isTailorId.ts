const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id (uuid) or a Relay global id of a Tailor; anything else is an invalid tailor id. */
export function isTailorId(id: string): boolean {
  if (UUID.test(id)) return true;
  try {
    const [type, raw] = atob(id).split(':');
    return type === 'Tailor' && UUID.test(raw ?? '');
  } catch {
    return false;
  }
}
