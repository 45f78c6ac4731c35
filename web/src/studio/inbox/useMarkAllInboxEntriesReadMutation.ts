import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkAllInboxEntriesReadMutation as MarkAllMutation } from '../../__generated__/useMarkAllInboxEntriesReadMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
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

/** Marks every entry matching the list's filters read for the viewer; `onMarked` reloads the list. */
export function useMarkAllInboxEntriesReadMutation(onMarked: () => void) {
  const { showToast } = useToast();
  const [commit, marking] = useMutation<MarkAllMutation>(markAllMutation);
  const markAll = useCallback(
    (filter: InboxFilterInput | null) => {
      commit({
        variables: { filter },
        updater: (store, data) => {
          if (data?.markAllInboxEntriesRead) setUnreadCount(store, data.markAllInboxEntriesRead.unreadCount);
        },
        onCompleted: (data) => {
          showToast(INBOX_TEXTS.markedAll(data.markAllInboxEntriesRead.markedCount), 'success');
          onMarked();
        },
        onError: (error) => showToast(userFacingMessage(error, INBOX_TEXTS.markAllFailed), 'error'),
      });
    },
    [commit, onMarked, showToast],
  );
  return { markAll, marking };
}
