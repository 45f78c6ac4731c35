import { graphql } from 'react-relay';
import type { useMarkAllInboxEntriesReadMutation as MarkAllMutation } from '../../__generated__/useMarkAllInboxEntriesReadMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { InboxFilterInput } from './inboxFilters';
import { INBOX_TEXTS } from './inboxMessages';
import { setUnreadCount } from './unreadCountStore';

const markAllMutation = graphql`
  mutation useMarkAllInboxEntriesReadMutation($filter: InboxFilter) {
    markAllInboxEntriesRead(filter: $filter) {
      markedCount
      unreadCount
    }
  }
`;

const TEXTS = {
  success: (data: MarkAllMutation['response']) => INBOX_TEXTS.markedAll(data.markAllInboxEntriesRead.markedCount),
  failure: userFacing(INBOX_TEXTS.markAllFailed),
};

/** Marks every entry matching the list's filters read for the viewer; `onMarked` reloads the list. */
export function useMarkAllInboxEntriesReadMutation(onMarked: () => void) {
  const { run, busy } = useStudioMutation<MarkAllMutation>(markAllMutation, TEXTS);
  const markAll = (filter: InboxFilterInput | null) =>
    void run(
      { filter },
      {
        updater: (store, data) => {
          if (data?.markAllInboxEntriesRead) setUnreadCount(store, data.markAllInboxEntriesRead.unreadCount);
        },
        onDone: onMarked,
      },
    );
  return { markAll, marking: busy };
}
