import { useState } from 'react';
import { Button } from '../../components/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { useHideReviewMutation } from './useHideReviewMutation';
import { useUnhideReviewMutation } from './useUnhideReviewMutation';

interface ReviewVisibilityButtonProps {
  reviewId: string;
  hidden: boolean;
  author: string;
  brandName: string;
}

/** Hide Review / Show Review (platform admins), each asked for first. */
export function ReviewVisibilityButton({ reviewId, hidden, author, brandName }: ReviewVisibilityButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const { hide, hiding } = useHideReviewMutation();
  const { unhide, unhiding } = useUnhideReviewMutation();
  const whose = `the review by ${author} of ${brandName}`;

  const dialog = hidden
    ? {
        title: 'Show Review',
        message: `Show ${whose} again? It returns to the brand page and counts towards the brand's rating and review count.`,
        confirmLabel: 'Show Review',
        busyLabel: 'Showing...',
        busy: unhiding,
        danger: false,
        run: () => unhide(reviewId),
      }
    : {
        title: 'Hide Review',
        message: `Hide ${whose}? It leaves the brand page and no longer counts towards the brand's rating and review count. You can show it again later.`,
        confirmLabel: 'Hide Review',
        busyLabel: 'Hiding...',
        busy: hiding,
        danger: true,
        run: () => hide(reviewId),
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
