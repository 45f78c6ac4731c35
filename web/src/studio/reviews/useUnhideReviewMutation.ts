import { REVIEW_STUDIO_MESSAGES } from '@features/reviews/messages';
import { graphql } from 'react-relay';
import type { useUnhideReviewMutation as UnhideReviewMutation } from '../../__generated__/useUnhideReviewMutation.graphql';
import { useReviewWrite } from './useReviewWrite';

const unhideReviewMutation = graphql`
  mutation useUnhideReviewMutation($id: ID!) {
    unhideReview(id: $id) {
      review {
        ...ReviewCard_review
      }
    }
  }
`;

const TEXTS = { done: REVIEW_STUDIO_MESSAGES.unhidden, failed: REVIEW_STUDIO_MESSAGES.unhideFailed };

/** Shows a hidden review on the brand page again (platform admins). */
export function useUnhideReviewMutation() {
  const { run, busy } = useReviewWrite<UnhideReviewMutation>(unhideReviewMutation, TEXTS);
  const unhide = (id: string) => run({ id });
  return { unhide, unhiding: busy };
}
