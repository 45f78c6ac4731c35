import { decodeGlobalID } from '@pothos/plugin-relay';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text is a row id (a uuid, any case), so a lookup with anything else can say "not found" at once. */
export const isUuid = (value: string) => UUID.test(value);

/**
 * Accepts either a Relay global id of the given type or the raw database uuid, so URLs and REST
 * routes work with the ids the GraphQL API returns. Returns null for anything else.
 */
export function databaseId(id: string, typename: string): string | null {
  const trimmed = id.trim();
  if (isUuid(trimmed)) return trimmed.toLowerCase();
  try {
    const { typename: t, id: raw } = decodeGlobalID(trimmed);
    return t === typename && isUuid(raw) ? raw.toLowerCase() : null;
  } catch {
    return null;
  }
}
