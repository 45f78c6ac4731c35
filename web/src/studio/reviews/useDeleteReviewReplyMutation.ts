import { REVIEW_STUDIO_MESSAGES } from '@features/reviews/messages';
import { graphql } from 'react-relay';
import type { useDeleteReviewReplyMutation as DeleteReviewReplyMutation } from '../../__generated__/useDeleteReviewReplyMutation.graphql';
import { useReviewWrite } from './useReviewWrite';

const deleteReviewReplyMutation = graphql`
  mutation useDeleteReviewReplyMutation($id: ID!) {
    deleteReviewReply(id: $id) {
      review {
        ...ReviewCard_review
      }
    }
  }
`;

const TEXTS = { done: REVIEW_STUDIO_MESSAGES.replyDeleted, failed: REVIEW_STUDIO_MESSAGES.deleteFailed };

/** Removes a reply from under its review for good. */
export function useDeleteReviewReplyMutation() {
  const { run, busy } = useReviewWrite<DeleteReviewReplyMutation>(deleteReviewReplyMutation, TEXTS);
  const remove = (id: string) => run({ id });
  return { remove, deleting: busy };
}
