import { builder } from '../../graphql/builder.js';
import { thenById } from '../../graphql/kit/list.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { reviewPolicies, reviewsManagedBy } from './access.js';
import { ManagedReviewFilter } from './types.js';
import { managedReviewWhere } from './data.js';

const newestFirst = thenById<Prisma.ReviewOrderByWithRelationInput>({ createdAt: 'desc' });

builder.queryField('managedReviews', (t) =>
  t.prismaConnection(
    {
      type: 'Review',
      cursor: 'id',
      description:
        "super_admin/admin: every review, hidden ones included; brand_admin: their brands' shown reviews. Newest first. Needs studio.reviews.manage.",
      args: { filter: t.arg({ type: ManagedReviewFilter, required: false }) },
      authScopes: reviewPolicies.manage,
      unauthorizedError: reviewPolicies.manageRefused,
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.review.findMany({
          ...query,
          where: { AND: [reviewsManagedBy(ctx.viewer), managedReviewWhere(args.filter)] },
          orderBy: newestFirst,
        }),
      totalCount: (_root, args, ctx) =>
        ctx.prisma.review.count({ where: { AND: [reviewsManagedBy(ctx.viewer), managedReviewWhere(args.filter)] } }),
    },
    {},
  ),
);
