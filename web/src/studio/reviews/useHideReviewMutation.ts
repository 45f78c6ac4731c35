import { REVIEW_STUDIO_MESSAGES } from '@features/reviews/messages';
import { graphql } from 'react-relay';
import type { useHideReviewMutation as HideReviewMutation } from '../../__generated__/useHideReviewMutation.graphql';
import { useReviewWrite } from './useReviewWrite';

const hideReviewMutation = graphql`
  mutation useHideReviewMutation($id: ID!) {
    hideReview(id: $id) {
      review {
        ...ReviewCard_review
      }
    }
  }
`;

const TEXTS = { done: REVIEW_STUDIO_MESSAGES.hidden, failed: REVIEW_STUDIO_MESSAGES.hideFailed };

/** Takes a review off the brand page (platform admins); the brand's rating and count leave it out. */
export function useHideReviewMutation() {
  const { run, busy } = useReviewWrite<HideReviewMutation>(hideReviewMutation, TEXTS);
  const hide = (id: string) => run({ id });
  return { hide, hiding: busy };
}
