import { REVIEW_STUDIO_MESSAGES } from '@features/reviews/messages';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { ReviewVisibilityButtonHideMutation } from '../../__generated__/ReviewVisibilityButtonHideMutation.graphql';
import type { ReviewVisibilityButtonUnhideMutation } from '../../__generated__/ReviewVisibilityButtonUnhideMutation.graphql';
import { Button } from '../../components/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';

// Hidden reviews leave the brand page, its rating and its count (platform admins only).
const hideReviewMutation = graphql`
  mutation ReviewVisibilityButtonHideMutation($id: ID!) {
    hideReview(id: $id) {
      review {
        ...ReviewCard_review
      }
    }
  }
`;

const unhideReviewMutation = graphql`
  mutation ReviewVisibilityButtonUnhideMutation($id: ID!) {
    unhideReview(id: $id) {
      review {
        ...ReviewCard_review
      }
    }
  }
`;

const HIDE_TEXTS = {
  success: REVIEW_STUDIO_MESSAGES.hidden,
  failure: userFacing(REVIEW_STUDIO_MESSAGES.hideFailed),
};
const UNHIDE_TEXTS = {
  success: REVIEW_STUDIO_MESSAGES.unhidden,
  failure: userFacing(REVIEW_STUDIO_MESSAGES.unhideFailed),
};

interface ReviewVisibilityButtonProps {
  reviewId: string;
  hidden: boolean;
  author: string;
  brandName: string;
}

/** Hide Review / Show Review (platform admins), each asked for first. */
export function ReviewVisibilityButton({ reviewId, hidden, author, brandName }: ReviewVisibilityButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const hide = useStudioMutation<ReviewVisibilityButtonHideMutation>(hideReviewMutation, HIDE_TEXTS);
  const unhide = useStudioMutation<ReviewVisibilityButtonUnhideMutation>(unhideReviewMutation, UNHIDE_TEXTS);
  const whose = `the review by ${author} of ${brandName}`;

  const dialog = hidden
    ? {
        title: 'Show Review',
        message: `Show ${whose} again? It returns to the brand page and counts towards the brand's rating and review count.`,
        confirmLabel: 'Show Review',
        busyLabel: 'Showing...',
        busy: unhide.busy,
        danger: false,
        run: () => unhide.run({ id: reviewId }),
      }
    : {
        title: 'Hide Review',
        message: `Hide ${whose}? It leaves the brand page and no longer counts towards the brand's rating and review count. You can show it again later.`,
        confirmLabel: 'Hide Review',
        busyLabel: 'Hiding...',
        busy: hide.busy,
        danger: true,
        run: () => hide.run({ id: reviewId }),
      };

  return (
    <>
      <Button type="button" $size="sm" $variant="secondary" onClick={() => setConfirming(true)}>
        {hidden ? 'Show Review' : 'Hide Review'}
        <VisuallyHidden> by {author}</VisuallyHidden>
      </Button>
      {confirming ? (
        <ConfirmDialog
          {...dialog}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            await dialog.run();
            setConfirming(false);
          }}
        />
      ) : null}
    </>
  );
}
