import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** After a delete took a record out of a connection: its totalCount goes down by one (never below 0). */
export function lowerConnectionTotal(connectionId: string) {
  return (store: RecordSourceSelectorProxy) => {
    const connection = store.get(connectionId);
    const total = connection?.getValue('totalCount');
    if (typeof total === 'number') connection?.setValue(Math.max(total - 1, 0), 'totalCount');
  };
}
