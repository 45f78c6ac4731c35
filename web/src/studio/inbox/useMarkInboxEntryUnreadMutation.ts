import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkInboxEntryUnreadMutation as MarkUnreadMutation } from '../../__generated__/useMarkInboxEntryUnreadMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { INBOX_TEXTS } from './inboxMessages';
import { setEntryRead, setUnreadCount } from './unreadCountStore';

const markUnreadMutation = graphql`
  mutation useMarkInboxEntryUnreadMutation($id: ID!) {
    markInboxEntryUnread(id: $id) {
      unreadCount
      entry {
        id
        read
        readAt
      }
    }
  }
`;

/** Marks an entry unread again for the viewer: at once, undone if the server refuses, with a toast either way. */
export function useMarkInboxEntryUnreadMutation() {
  const { showToast } = useToast();
  const [commit, marking] = useMutation<MarkUnreadMutation>(markUnreadMutation);
  const markUnread = useCallback(
    (entryId: string) => {
      commit({
        variables: { id: entryId },
        optimisticUpdater: (store) => setEntryRead(store, entryId, false),
        updater: (store, data) => {
          if (data?.markInboxEntryUnread) setUnreadCount(store, data.markInboxEntryUnread.unreadCount);
        },
        onCompleted: () => showToast(INBOX_TEXTS.markedUnread, 'success'),
        onError: (error) => showToast(userFacingMessage(error, INBOX_TEXTS.markUnreadFailed), 'error'),
      });
    },
    [commit, showToast],
  );
  return { markUnread, marking };
}
