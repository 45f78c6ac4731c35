import { relayMutationWithAuth } from '../../graphql/kit/relay-mutation.js';
import { databaseId } from '../../domain/global-id.js';
import { reviewErrors } from './rules.js';
import { BrandRef } from '../brands/types.js';
import { requireRow, throwIfInvalid } from '../../graphql/kit/validation.js';
import { reviewPolicies } from './access.js';
import { recomputeBrandRating, saveUsersReview } from './data.js';
import { ReviewRef } from './types.js';

relayMutationWithAuth(
  'writeReview',
  {
    inputFields: (t) => ({
      brandId: t.id({ required: true }),
      author: t.string({ required: true }),
      comment: t.string({ required: true }),
      rating: t.int({ required: true, description: '1 to 5 stars.' }),
    }),
  },
  {
    description:
      "Writes the signed-in user's review of a brand (one per user per brand: writing again edits it) and updates the brand's rating and review count.",
    authScopes: reviewPolicies.write,
    unauthorizedError: reviewPolicies.writeRefused,
    resolve: async (_root, { input }, ctx) => {
      throwIfInvalid(reviewErrors(input));
      const brandId = databaseId(String(input.brandId), 'Brand');
      const brand = requireRow(
        brandId ? await ctx.prisma.brand.findUnique({ where: { id: brandId }, select: { id: true } }) : null,
        'Brand not found',
      );
      await ctx.writes.limit('review');
      return ctx.prisma.$transaction(async (tx) => {
        const review = await saveUsersReview(tx, brand.id, ctx.viewer.id, input);
        return { review, brand: await recomputeBrandRating(tx, brand.id) };
      });
    },
  },
  {
    outputFields: (t) => ({
      review: t.field({ type: ReviewRef, resolve: (p) => p.review }),
      brand: t.field({
        type: BrandRef,
        description: 'The brand with its new rating and review count.',
        resolve: (p) => p.brand,
      }),
    }),
  },
);
