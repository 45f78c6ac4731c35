import { REVIEW_STUDIO_MESSAGES } from '@features/reviews/messages';
import { graphql } from 'react-relay';
import type { useUpdateReviewReplyMutation as UpdateReviewReplyMutation } from '../../__generated__/useUpdateReviewReplyMutation.graphql';
import { useReviewWrite } from './useReviewWrite';

const updateReviewReplyMutation = graphql`
  mutation useUpdateReviewReplyMutation($input: UpdateReviewReplyInput!) {
    updateReviewReply(input: $input) {
      review {
        ...ReviewCard_review
      }
    }
  }
`;

const TEXTS = { done: REVIEW_STUDIO_MESSAGES.replyUpdated, failed: REVIEW_STUDIO_MESSAGES.updateFailed };

/** Changes a reply's text; the brand page then marks it edited. */
export function useUpdateReviewReplyMutation() {
  const { run, busy } = useReviewWrite<UpdateReviewReplyMutation>(updateReviewReplyMutation, TEXTS);
  const update = (id: string, replyText: string) => run({ input: { id, replyText } });
  return { update, updating: busy };
}
