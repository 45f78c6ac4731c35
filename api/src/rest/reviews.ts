import type { Router } from 'express';
import type { RestDeps } from './router.js';
import { runGraphQL } from './run-graphql.js';
import { statusForErrors } from './status.js';
import { REVIEW_FIELDS, restReview, type ReviewNode } from './review-shape.js';

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
  brand: { id: string; reviews: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: ReviewNode }[] } } | null;
}

const MAX_PAGES = 50;

export function reviewsRoutes(router: Router, { server, context }: RestDeps) {
  // GET /api/reviews?brandId=  ->  { reviews }
  router.get('/reviews', async (req, res) => {
    const brandId = typeof req.query.brandId === 'string' ? req.query.brandId.trim() : '';
    if (!brandId) {
      res.status(400).json({ error: 'brandId is required', reviews: [] });
      return;
    }
    const reviews: ReturnType<typeof restReview>[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const answer: Awaited<ReturnType<typeof runGraphQL<BrandReviews>>> = await runGraphQL<BrandReviews>(server, context, req, BRAND_REVIEWS, { id: brandId, after });
      if (answer.errors.length) {
        res.status(statusForErrors(answer.errors)).json({ error: answer.errors[0]!.message, reviews: [] });
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
    res.set('Cache-Control', 'no-store').json({ reviews });
  });
}
