import { ReplyAuthorKind } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { reviewPolicies } from './access.js';

export const ReplyAuthorKindEnum = builder.enumType(ReplyAuthorKind, {
  name: 'ReplyAuthorKind',
  description: "Whom a reply speaks for: the review's brand, or the Adire team.",
});

builder.prismaObject('ReviewReply', {
  select: { id: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    adminName: t.exposeString('adminName', {
      description: "The brand's name for a reply from the brand; 'Adire Team' for one from the platform.",
    }),
    authorKind: t.expose('authorKind', { type: ReplyAuthorKindEnum }),
    replyText: t.exposeString('replyText'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    edited: t.boolean({
      select: { createdAt: true, updatedAt: true },
      description: 'True when the reply was changed after it was written.',
      resolve: (r) => r.updatedAt.getTime() !== r.createdAt.getTime(),
    }),
  }),
});

export const ReviewRef = builder.prismaNode('Review', {
  id: { field: 'id' },
  select: { id: true, hiddenAt: true },
  // Hidden reviews are for platform admins only, whichever way they are reached (node(id), a payload).
  authScopes: (review) => (review.hiddenAt === null ? true : reviewPolicies.moderate),
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    author: t.exposeString('author'),
    comment: t.exposeString('comment'),
    rating: t.exposeInt('rating'),
    date: t.expose('date', { type: 'Date' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    hiddenAt: t.expose('hiddenAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When platform staff hid the review from the public pages; null while it is shown.',
    }),
    brand: t.relation('brand'),
    replies: t.relation('replies', { query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } }),
  }),
});

export const ManagedReviewFilter = builder.inputType('ManagedReviewFilter', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'Case-insensitive text in the comment or the author’s name.' }),
    brandId: t.id({ required: false }),
    rating: t.int({ required: false, description: '1 to 5 stars.' }),
    answered: t.boolean({ required: false, description: 'true: reviews with a reply; false: unanswered ones.' }),
    hidden: t.boolean({
      required: false,
      description: 'true: hidden reviews only; false: shown ones only (brand admins only ever see shown ones).',
    }),
  }),
});

/** A user id no row has: the where clause for a signed-out viewer's own rows. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

builder.prismaObjectField('Brand', 'viewerReview', (t) =>
  t.field({
    type: ReviewRef,
    nullable: true,
    description:
      "The signed-in viewer's own review of this brand (one per user per brand; writeReview edits it); null when signed out, not reviewed yet, or hidden by staff.",
    select: (_args, ctx, nestedSelection) => ({
      reviews: nestedSelection({ where: { userId: ctx.viewer?.id ?? NO_USER, hiddenAt: null }, take: 1 }),
    }),
    resolve: (brand, _args, ctx) => (ctx.viewer ? (brand.reviews[0] ?? null) : null),
  }),
);
