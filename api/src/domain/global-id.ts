import { decodeGlobalID } from '@pothos/plugin-relay';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Accepts either a Relay global id of the given type or the raw database uuid, so URLs and REST
 * routes work with the ids the GraphQL API returns. Returns null for anything else.
 */
export function databaseId(id: string, typename: string): string | null {
  const trimmed = id.trim();
  if (UUID.test(trimmed)) return trimmed.toLowerCase();
  try {
    const { typename: t, id: raw } = decodeGlobalID(trimmed);
    return t === typename && UUID.test(raw) ? raw.toLowerCase() : null;
  } catch {
    return null;
  }
}
