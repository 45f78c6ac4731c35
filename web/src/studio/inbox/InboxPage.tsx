import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioListScreen } from '../kit/StudioListScreen';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { inboxTitle, managesInbox } from './inboxAccess';
import { InboxEntryDialog } from './InboxEntryDialog';
import { hasInboxFilters, INBOX_FILTERS_IN_URL, openEntryOf, toInboxFilterInput, withOpenEntry } from './inboxFilters';
import { InboxFilterBar } from './InboxFilterBar';
import { InboxHeader } from './InboxHeader';
import { INBOX_TEXTS } from './inboxMessages';
import { INBOX_PATH } from './inboxPaths';
import { InboxResults } from './InboxResults';
import { useMarkAllInboxEntriesReadMutation } from './useMarkAllInboxEntriesReadMutation';

/**
 * /studio/inbox: contact enquiries, custom orders and brand requests addressed to the viewer's
 * brands ('Your Inbox' for a brand admin; everything for admins), newest first, unread ones
 * emphasised. Filters and the open entry (?entry=) live in the URL; opening an entry marks it read.
 */
export function InboxPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(INBOX_FILTERS_IN_URL);
  const [params, setParams] = useSearchParams();
  const openEntryId = openEntryOf(params);
  const [listVersion, setListVersion] = useState(0);
  const reloadList = useCallback(() => setListVersion((version) => version + 1), []);
  const { markAll, marking } = useMarkAllInboxEntriesReadMutation(reloadList);

  // Opening adds a history entry (Back closes the entry again); closing replaces it.
  const openEntry = useCallback(
    (entryId: string) => void setParams((current) => withOpenEntry(current, entryId), { preventScrollReset: true }),
    [setParams],
  );
  const closeEntry = useCallback(
    () => void setParams((current) => withOpenEntry(current, null), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  const title = inboxTitle(viewer);
  if (!managesInbox(viewer)) return <PermissionDenied title={title} />;

  const filter = toInboxFilterInput(filters);
  const listKey = JSON.stringify({ filter, listVersion });

  return (
    <>
      <StudioListScreen
        title={title}
        signIn={{ message: INBOX_TEXTS.signIn, returnTo: INBOX_PATH }}
        header={
          <InboxHeader
            title={title}
            platformWide={viewer.role !== 'brand_admin'}
            refreshKey={listVersion}
            markingAll={marking}
            onMarkAll={() => markAll(filter)}
          />
        }
        filters={<InboxFilterBar filters={filters} onChange={updateFilters} />}
        listKey={listKey}
        loadingLabel="Loading inbox"
        loadFailed={{ title: INBOX_TEXTS.loadFailedTitle, toast: INBOX_TEXTS.loadFailed }}
      >
        {(fetchKey) => (
          <InboxResults
            filter={filter}
            fetchKey={fetchKey}
            filtered={hasInboxFilters(filters)}
            onResetFilters={resetFilters}
            openEntryId={openEntryId}
            onOpen={openEntry}
          />
        )}
      </StudioListScreen>
      {openEntryId ? <InboxEntryDialog entryId={openEntryId} onClose={closeEntry} /> : null}
    </>
  );
}
