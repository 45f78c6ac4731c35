import type { Router } from 'express';
import type { RestDeps } from './router.js';
import { runGraphQL } from './run-graphql.js';
import { statusForErrors } from './status.js';
import { bodyInteger, bodyString } from './body-fields.js';
import { REVIEW_FIELDS, restReview, type ReviewNode } from './review-shape.js';

const WRITE_REVIEW = /* GraphQL */ `
  mutation RestWriteReview($input: WriteReviewInput!) {
    writeReview(input: $input) { brand { id } review { ${REVIEW_FIELDS} } }
  }
`;

interface WriteReviewAnswer {
  writeReview: { brand: { id: string }; review: ReviewNode } | null;
}

/**
 * POST /api/reviews {brandId, author, comment, rating, userId, date} -> 201 {review} or {error}.
 * The review belongs to the caller's token; the payload's userId and date are not trusted.
 */
export function reviewWriteRoutes(router: Router, { server, context }: RestDeps) {
  router.post('/reviews', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const brandId = bodyString(req, 'brandId').trim();
    if (!brandId) {
      res.status(400).json({ error: 'brandId is required' });
      return;
    }
    const input = { brandId, author: bodyString(req, 'author'), comment: bodyString(req, 'comment'), rating: bodyInteger(req, 'rating') ?? 0 };
    const answer = await runGraphQL<WriteReviewAnswer>(server, context, req, WRITE_REVIEW, { input });
    const written = answer.data?.writeReview;
    if (answer.errors.length || !written) {
      const first = answer.errors[0];
      res.status(statusForErrors(answer.errors)).json({ error: first?.message ?? 'Failed to submit review', ...(first?.extensions?.fieldErrors ? { fieldErrors: first.extensions.fieldErrors } : {}) });
      return;
    }
    res.status(201).json({ review: restReview(written.brand.id, written.review) });
  });
}
