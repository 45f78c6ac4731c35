import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useMarkInboxEntryReadMutation as MarkReadMutation } from '../../__generated__/useMarkInboxEntryReadMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
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

const TEXTS = { success: INBOX_TEXTS.markedRead, failure: userFacing(INBOX_TEXTS.markReadFailed) };

/**
 * Marks an entry read for the viewer. Opening an entry does it quietly (the row and the count
 * change); the Mark as read button says so in a toast. The change shows at once and is undone if
 * the server refuses.
 */
export function useMarkInboxEntryReadMutation() {
  const { run, busy } = useStudioMutation<MarkReadMutation>(markReadMutation, TEXTS);
  // Opening an entry marks it from an effect, so this keeps its identity.
  const markRead = useCallback(
    (entryId: string, { announce }: { announce: boolean }) =>
      void run(
        { id: entryId },
        {
          optimisticUpdater: (store) => setEntryRead(store, entryId, true),
          updater: (store, data) => {
            if (data?.markInboxEntryRead) setUnreadCount(store, data.markInboxEntryRead.unreadCount);
          },
          ...(announce ? {} : { success: null }),
        },
      ),
    [run],
  );
  return { markRead, marking: busy };
}
