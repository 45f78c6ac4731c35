import type { Router } from 'express';
import type { RestDeps } from '../../rest/deps.js';
import { runGraphQL } from '../../rest/run-graphql.js';
import { answerError } from '../../rest/answer.js';
import { bodyInteger, bodyString, queryText } from '../../rest/body.js';

/** A review as the GraphQL documents of the REST routes select it. */
export interface ReviewNode {
  id: string;
  author: string;
  comment: string;
  rating: number;
  date: string;
  createdAt: string;
  replies: { id: string; adminName: string; replyText: string; createdAt: string; updatedAt: string }[];
}

export const REVIEW_FIELDS =
  'id author comment rating date createdAt replies { id adminName replyText createdAt updatedAt }';

/** The spec's snake_case review shape. */
export const restReview = (brandId: string, r: ReviewNode) => ({
  id: r.id,
  brand_id: brandId,
  author: r.author,
  comment: r.comment,
  rating: r.rating,
  date: r.date,
  created_at: r.createdAt,
  replies: r.replies.map((x) => ({
    id: x.id,
    admin_name: x.adminName,
    reply_text: x.replyText,
    created_at: x.createdAt,
    updated_at: x.updatedAt,
  })),
});

const BRAND_REVIEWS = /* GraphQL */ `
  query RestBrandReviews($id: ID!, $after: String) {
    brand(id: $id) {
      id
      reviews(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        edges { node { ${REVIEW_FIELDS} } }
      }
    }
  }
`;

interface BrandReviews {
  brand: {
    id: string;
    reviews: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: ReviewNode }[] };
  } | null;
}

const MAX_PAGES = 50;

export function reviewsRoutes(router: Router, { server, context }: RestDeps) {
  // GET /api/reviews?brandId=  ->  { reviews }
  router.get('/reviews', async (req, res) => {
    const brandId = queryText(req, 'brandId');
    if (!brandId) {
      res.status(400).json({ error: 'brandId is required', reviews: [] });
      return;
    }
    const reviews: ReturnType<typeof restReview>[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const answer: Awaited<ReturnType<typeof runGraphQL<BrandReviews>>> = await runGraphQL<BrandReviews>(
        server,
        context,
        req,
        BRAND_REVIEWS,
        { id: brandId, after },
      );
      if (answer.errors.length) {
        answerError(res, answer.errors, {
          fallback: 'Failed to load reviews',
          message: 'always',
          extra: { reviews: [] },
        });
        return;
      }
      const brand = answer.data?.brand;
      if (!brand) {
        res.status(404).json({ error: 'Brand not found', reviews: [] });
        return;
      }
      reviews.push(...brand.reviews.edges.map((e) => restReview(brand.id, e.node)));
      if (!brand.reviews.pageInfo.hasNextPage) break;
      after = brand.reviews.pageInfo.endCursor;
    }
    res.json({ reviews });
  });
}

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
    const brandId = bodyString(req, 'brandId').trim();
    if (!brandId) {
      res.status(400).json({ error: 'brandId is required' });
      return;
    }
    const input = {
      brandId,
      author: bodyString(req, 'author'),
      comment: bodyString(req, 'comment'),
      rating: bodyInteger(req, 'rating') ?? 0,
    };
    const answer = await runGraphQL<WriteReviewAnswer>(server, context, req, WRITE_REVIEW, { input });
    const written = answer.data?.writeReview;
    if (answer.errors.length || !written) {
      answerError(res, answer.errors, { fallback: 'Failed to submit review', message: 'always', fieldErrors: 'as-is' });
      return;
    }
    res.status(201).json({ review: restReview(written.brand.id, written.review) });
  });
}
