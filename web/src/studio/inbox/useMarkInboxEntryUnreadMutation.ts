import { graphql } from 'react-relay';
import type { useMarkInboxEntryUnreadMutation as MarkUnreadMutation } from '../../__generated__/useMarkInboxEntryUnreadMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
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

const TEXTS = { success: INBOX_TEXTS.markedUnread, failure: userFacing(INBOX_TEXTS.markUnreadFailed) };

/** Marks an entry unread again for the viewer: at once, undone if the server refuses, with a toast either way. */
export function useMarkInboxEntryUnreadMutation() {
  const { run, busy } = useStudioMutation<MarkUnreadMutation>(markUnreadMutation, TEXTS);
  const markUnread = (entryId: string) =>
    void run(
      { id: entryId },
      {
        optimisticUpdater: (store) => setEntryRead(store, entryId, false),
        updater: (store, data) => {
          if (data?.markInboxEntryUnread) setUnreadCount(store, data.markInboxEntryUnread.unreadCount);
        },
      },
    );
  return { markUnread, marking: busy };
}
