import { REVIEW_STUDIO_MESSAGES } from '@features/reviews/messages';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { ReviewCard_review$key } from '../../__generated__/ReviewCard_review.graphql';
import type { ReviewCardReplyMutation } from '../../__generated__/ReviewCardReplyMutation.graphql';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { StarRating } from '../../components/StarRating';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { StudioCard } from '../kit/surfaces';
import { formatDate } from '../kit/format';
import { formatDateTime } from '../kit/dateTime';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { moderatesReviews } from './reviewAccess';
import { ReplyForm } from './ReplyForm';
import { ReplyThread, type StudioReply } from './ReplyThread';
import { ReviewVisibilityButton } from './ReviewVisibilityButton';
import { useFocusOnClose } from './useFocusOnClose';

const reviewCardFragment = graphql`
  fragment ReviewCard_review on Review {
    id
    author
    rating
    date
    comment
    hiddenAt
    brand {
      id
      name
    }
    replies {
      id
      adminName
      authorKind
      replyText
      createdAt
      updatedAt
      edited
    }
  }
`;

// A public reply under the review, as the brand or as the Adire Team.
const replyToReviewMutation = graphql`
  mutation ReviewCardReplyMutation($input: ReplyToReviewInput!) {
    replyToReview(input: $input) {
      review {
        ...ReviewCard_review
      }
    }
  }
`;

const REPLY_TEXTS = {
  success: REVIEW_STUDIO_MESSAGES.replied,
  failure: userFacing(REVIEW_STUDIO_MESSAGES.replyFailed),
};

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

const HiddenNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Comment = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One review: its stars, author, date, brand and comment, its replies, and what the viewer may do with it. */
export function ReviewCard({ review: reviewKey }: { review: ReviewCard_review$key }) {
  const review = useFragment(reviewCardFragment, reviewKey);
  const viewer = useStudioViewer();
  const headingId = useId();
  const [composing, setComposing] = useState(false);
  const reply = useStudioMutation<ReviewCardReplyMutation>(replyToReviewMutation, REPLY_TEXTS);
  const replyButtonRef = useFocusOnClose<HTMLButtonElement>(composing);
  const moderates = moderatesReviews(viewer);
  const hidden = review.hiddenAt != null;
  // Brand admins change their brand's replies; the Adire Team's replies are the platform's to change.
  const mayChange = (item: StudioReply) => moderates || item.authorKind === 'brand';

  return (
    <StudioCard aria-labelledby={headingId}>
      <Top>
        <div>
          <h3 id={headingId}>{review.author}</h3>
          <Facts>
            {review.brand.name} · <time dateTime={review.date}>{formatDate(review.date)}</time>
          </Facts>
        </div>
        <StarRating rating={review.rating} size={18} />
      </Top>
      {hidden ? (
        <HiddenNote>
          <Badge $tone="terracotta">Hidden</Badge>
          Not on the brand page since {formatDateTime(review.hiddenAt!)}; left out of its rating.
        </HiddenNote>
      ) : null}
      <Comment>{review.comment}</Comment>
      <ReplyThread
        replies={review.replies}
        brandName={review.brand.name}
        reviewAuthor={review.author}
        mayChange={mayChange}
      />
      {composing ? (
        <ReplyForm
          label={`Reply to ${review.author}`}
          brandName={review.brand.name}
          chooseAuthor={moderates}
          submitLabel="Post Reply"
          busy={reply.busy}
          onSubmit={async (replyText, as) => {
            const outcome = await reply.run({ input: { reviewId: review.id, replyText, as } });
            if (outcome.ok) setComposing(false);
            return outcome;
          }}
          onCancel={() => setComposing(false)}
        />
      ) : null}
      <Actions>
        {!composing ? (
          <Button ref={replyButtonRef} type="button" $size="sm" onClick={() => setComposing(true)}>
            Reply<VisuallyHidden> to {review.author}</VisuallyHidden>
          </Button>
        ) : null}
        {moderates ? (
          <ReviewVisibilityButton
            reviewId={review.id}
            hidden={hidden}
            author={review.author}
            brandName={review.brand.name}
          />
        ) : null}
      </Actions>
    </StudioCard>
  );
}
