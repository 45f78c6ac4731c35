import { REVIEW_STUDIO_MESSAGES } from '@features/reviews/messages';
import { graphql } from 'react-relay';
import type {
  ReplyAuthorKind,
  useReplyToReviewMutation as ReplyToReviewMutation,
} from '../../__generated__/useReplyToReviewMutation.graphql';
import { useReviewWrite } from './useReviewWrite';

const replyToReviewMutation = graphql`
  mutation useReplyToReviewMutation($input: ReplyToReviewInput!) {
    replyToReview(input: $input) {
      review {
        ...ReviewCard_review
      }
    }
  }
`;

const TEXTS = { done: REVIEW_STUDIO_MESSAGES.replied, failed: REVIEW_STUDIO_MESSAGES.replyFailed };

/** Posts a public reply under a review, as the brand or as the Adire Team. */
export function useReplyToReviewMutation() {
  const { run, busy } = useReviewWrite<ReplyToReviewMutation>(replyToReviewMutation, TEXTS);
  const reply = (reviewId: string, replyText: string, as: ReplyAuthorKind) =>
    run({ input: { reviewId, replyText, as } });
  return { reply, replying: busy };
}
