import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** The root field the navigation badge and the inbox header read. */
const UNREAD_COUNT = 'inboxUnreadCount';

/** Sets the viewer's unread count in the store, so every screen showing it agrees at once. */
export function setUnreadCount(store: RecordSourceSelectorProxy, count: number): void {
  store.getRoot().setValue(count, UNREAD_COUNT);
}

/**
 * Marks one loaded entry read or unread in the store, moving the unread count by one when the
 * mark changes (the server's answer then sets the exact count).
 */
export function setEntryRead(store: RecordSourceSelectorProxy, entryId: string, read: boolean): void {
  const entry = store.get(entryId);
  if (!entry || entry.getValue('read') === read) return;
  entry.setValue(read, 'read');
  const root = store.getRoot();
  const count = root.getValue(UNREAD_COUNT);
  if (typeof count === 'number') root.setValue(Math.max(0, count + (read ? -1 : 1)), UNREAD_COUNT);
}
