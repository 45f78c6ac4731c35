import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkInboxEntryReadMutation as MarkReadMutation } from '../../__generated__/useMarkInboxEntryReadMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { INBOX_TEXTS } from './inboxMessages';
import { setEntryRead, setUnreadCount } from './unreadCountStore';

const markReadMutation = graphql`
  mutation useMarkInboxEntryReadMutation($id: ID!) {
    markInboxEntryRead(id: $id) {
      unreadCount
      entry {
        id
        read
        readAt
      }
    }
  }
`;

/**
 * Marks an entry read for the viewer. Opening an entry does it quietly (the row and the count
 * change); the Mark as read button says so in a toast. The change shows at once and is undone if
 * the server refuses.
 */
export function useMarkInboxEntryReadMutation() {
  const { showToast } = useToast();
  const [commit, marking] = useMutation<MarkReadMutation>(markReadMutation);
  const markRead = useCallback(
    (entryId: string, { announce }: { announce: boolean }) => {
      commit({
        variables: { id: entryId },
        optimisticUpdater: (store) => setEntryRead(store, entryId, true),
        updater: (store, data) => {
          if (data?.markInboxEntryRead) setUnreadCount(store, data.markInboxEntryRead.unreadCount);
        },
        onCompleted: () => {
          if (announce) showToast(INBOX_TEXTS.markedRead, 'success');
        },
        onError: (error) => showToast(userFacingMessage(error, INBOX_TEXTS.markReadFailed), 'error'),
      });
    },
    [commit, showToast],
  );
  return { markRead, marking };
}
