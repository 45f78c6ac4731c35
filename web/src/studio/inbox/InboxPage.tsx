import { useCallback, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { PermissionDenied } from '../kit/PermissionDenied';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { inboxTitle, managesInbox } from './inboxAccess';
import { InboxEntryDialog } from './InboxEntryDialog';
import { inboxFilters, openEntryOf, toInboxFilterInput, withOpenEntry } from './inboxFilters';
import { InboxHeader } from './InboxHeader';
import { INBOX_TEXTS } from './inboxMessages';
import { InboxList } from './InboxList';
import { useMarkAllInboxEntriesReadMutation } from './useMarkAllInboxEntriesReadMutation';
import { inboxPaths } from './paths';

/**
 * /studio/inbox: contact enquiries, custom orders and brand requests addressed to the viewer's
 * brands ('Your Inbox' for a brand admin; everything for admins), newest first, unread ones
 * emphasised. Filters and the open entry (?entry=) live in the URL; opening an entry marks it read.
 */
export function InboxPage() {
  const viewer = useStudioViewer();
  const filters = useListFilters(inboxFilters);
  const [params, setParams] = useSearchParams();
  const openEntryId = openEntryOf(params);
  const [listVersion, setListVersion] = useState(0);
  const { revalidate } = useRevalidator();
  const reloadList = useCallback(() => {
    setListVersion((version) => version + 1);
    void revalidate();
  }, [revalidate]);
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

  const filter = toInboxFilterInput(filters.filters);

  return (
    <>
      <StudioListRoute
        title={title}
        noun="inbox"
        returnTo={inboxPaths.list}
        signIn={INBOX_TEXTS.signIn}
        loadFailed={{ title: INBOX_TEXTS.loadFailedTitle, toast: INBOX_TEXTS.loadFailed }}
        header={
          <InboxHeader
            title={title}
            platformWide={viewer.role !== 'brand_admin'}
            refreshKey={listVersion}
            markingAll={marking}
            onMarkAll={() => markAll(filter)}
          />
        }
        filters={filters}
      >
        {(queryRef, list) => <InboxList queryRef={queryRef} {...list} openEntryId={openEntryId} onOpen={openEntry} />}
      </StudioListRoute>
      {openEntryId ? <InboxEntryDialog entryId={openEntryId} onClose={closeEntry} /> : null}
    </>
  );
}
