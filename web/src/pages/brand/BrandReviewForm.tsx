import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import styled from 'styled-components';
import type { BrandReviewFormMutation } from '../../__generated__/BrandReviewFormMutation.graphql';
import { useAuth } from '../../auth/useAuth';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { reviewErrors, type ReviewDraft, type ReviewErrors } from '@features/reviews/rules';
import { defaultReviewerName } from '../../lib/reviewRules';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../components/toast/useToast';
import { RatingInput } from './RatingInput';

const writeReviewMutation = graphql`
  mutation BrandReviewFormMutation($input: WriteReviewInput!, $connections: [ID!]!) {
    writeReview(input: $input) {
      review @prependNode(connections: $connections, edgeTypeName: "BrandReviewsConnectionEdge") {
        id
        ...ReviewItem_review
      }
      brand {
        id
        rating
        reviewCount
        viewerReview {
          author
          comment
          rating
        }
      }
    }
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const REVIEW_THANKS = 'Thank you for sharing your experience!';
export const REVIEW_UPDATED = 'Your review has been updated.';
const REVIEW_FAILED = 'Failed to submit review';

interface BrandReviewFormProps {
  brandId: string;
  /** The reviews connection the new review is added to. */
  connectionId: string;
  /** The viewer's own review of the brand, when they wrote one: the form edits it. */
  existing: { author: string; comment: string; rating: number } | null;
  onClose: () => void;
}

/** The form always holds a rating: 0 until a star is chosen. */
type FormDraft = ReviewDraft & { rating: number };

/** The signed-in user's review of a brand: name (prefilled), rating and text. */
export function BrandReviewForm({ brandId, connectionId, existing, onClose }: BrandReviewFormProps) {
  const { viewer } = useAuth();
  const { showToast } = useToast();
  const [commit, submitting] = useMutation<BrandReviewFormMutation>(writeReviewMutation);
  const [draft, setDraft] = useState<FormDraft>(() =>
    existing ? { ...existing } : { author: defaultReviewerName(viewer), comment: '', rating: 0 },
  );
  const [errors, setErrors] = useState<ReviewErrors>({});

  const change = <K extends keyof FormDraft>(field: K, value: FormDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = reviewErrors(draft);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    commit({
      variables: {
        input: { brandId, author: draft.author.trim(), comment: draft.comment.trim(), rating: draft.rating },
        // An edited review is already in the list: its record updates in place.
        connections: existing ? [] : [connectionId],
      },
      onCompleted: () => {
        showToast(existing ? REVIEW_UPDATED : REVIEW_THANKS, 'success');
        onClose();
      },
      onError: (failure) => {
        const fieldErrors = fieldErrorsOf(failure);
        if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
        showToast(userFacingMessage(failure, REVIEW_FAILED), 'error');
      },
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="review-form-title">
      <h3 id="review-form-title">{existing ? 'Edit your review' : 'Write your review'}</h3>
      <TextField
        label="Your name"
        name="author"
        autoComplete="name"
        value={draft.author}
        error={errors.author}
        onChange={(e) => change('author', e.target.value)}
        disabled={submitting}
      />
      <RatingInput
        value={draft.rating}
        onChange={(rating) => change('rating', rating)}
        error={errors.rating}
        disabled={submitting}
      />
      <TextAreaField
        label="Your review"
        name="comment"
        value={draft.comment}
        error={errors.comment}
        onChange={(e) => change('comment', e.target.value)}
        disabled={submitting}
      />
      <Actions>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting…' : existing ? 'Update Review' : 'Submit Review'}
        </Button>
        <Button $variant="ghost" onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
