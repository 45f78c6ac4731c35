import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { StarRating } from '../StarRating';
import { formatDate } from '../../lib/formatDate';
import type { ReviewItem_review$key } from '../../__generated__/ReviewItem_review.graphql';
import { ReviewReplies } from './ReviewReplies';

const reviewItemFragment = graphql`
  fragment ReviewItem_review on Review {
    author
    rating
    date
    comment
    replies {
      id
      adminName
      replyText
      createdAt
      updatedAt
      edited
    }
  }
`;

const Article = styled.article`
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 2.4rem;
  height: 2.4rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.ochreLight};
  color: ${({ theme }) => theme.colors.ochreDark};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const DateText = styled.time`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Comment = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  white-space: pre-line;
`;

export function ReviewItem({ review: reviewKey }: { review: ReviewItem_review$key }) {
  const review = useFragment(reviewItemFragment, reviewKey);
  return (
    <Article>
      <Top>
        <Byline>
          <Avatar aria-hidden="true">{review.author.trim().charAt(0).toUpperCase()}</Avatar>
          <div>
            <h3>{review.author}</h3>
            <DateText dateTime={review.date}>{formatDate(review.date)}</DateText>
          </div>
        </Byline>
        <StarRating rating={review.rating} />
      </Top>
      <Comment>{review.comment}</Comment>
      <ReviewReplies replies={review.replies} />
    </Article>
  );
}
