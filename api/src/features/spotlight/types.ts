import { SpotlightVideoType } from '../../generated/prisma/client.js';
import { builder } from '../../graphql/builder.js';
import { spotlightPolicies } from './access.js';
import { ResponsiveImageRef, responsiveImageOf } from '../media/types.js';

const PICTURE_DESCRIPTION =
  'The image with its variants when it was uploaded, and whether it is still being processed; null without one.';

export const SpotlightVideoTypeEnum = builder.enumType(SpotlightVideoType, { name: 'SpotlightVideoType' });

builder.prismaObject('SpotlightProduct', {
  select: { id: true },
  fields: (t) => ({
    name: t.exposeString('name'),
    image: t.exposeString('image', { nullable: true }),
    picture: t.field({
      type: ResponsiveImageRef,
      nullable: true,
      select: { image: true },
      description: PICTURE_DESCRIPTION,
      resolve: (p, _args, ctx) => (p.image ? responsiveImageOf(ctx, p.image) : null),
    }),
    collection: t.exposeString('collection', { nullable: true }),
    displayOrder: t.exposeInt('displayOrder'),
    product: t.relation('product', { nullable: true }),
  }),
});

builder.prismaNode('Spotlight', {
  id: { field: 'id' },
  select: { id: true, isActive: true },
  // As the lists: the active spotlight for everyone (activeSpotlight), the others for those who manage them.
  authScopes: (spotlight) => spotlight.isActive || spotlightPolicies.manage,
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    brandName: t.exposeString('brandName'),
    brandDescription: t.exposeString('brandDescription', { nullable: true }),
    brandQuote: t.exposeString('brandQuote', { nullable: true }),
    brandQuoteAuthor: t.exposeString('brandQuoteAuthor', { nullable: true }),
    brandLink: t.exposeString('brandLink', {
      nullable: true,
      description: 'A brand page of this site (/brand/{id or slug}) or an external http(s) address.',
    }),
    mainImage: t.exposeString('mainImage', { nullable: true }),
    mainPicture: t.field({
      type: ResponsiveImageRef,
      nullable: true,
      select: { mainImage: true },
      description: PICTURE_DESCRIPTION,
      resolve: (s, _args, ctx) => (s.mainImage ? responsiveImageOf(ctx, s.mainImage) : null),
    }),
    videoUrl: t.exposeString('videoUrl', { nullable: true }),
    videoThumbnail: t.exposeString('videoThumbnail', {
      nullable: true,
      description: 'The poster of the video; where there is none, the main image stands in for it.',
    }),
    videoThumbnailPicture: t.field({
      type: ResponsiveImageRef,
      nullable: true,
      select: { videoThumbnail: true },
      description: PICTURE_DESCRIPTION,
      resolve: (s, _args, ctx) => (s.videoThumbnail ? responsiveImageOf(ctx, s.videoThumbnail) : null),
    }),
    videoType: t.expose('videoType', { type: SpotlightVideoTypeEnum, nullable: true }),
    videoDescription: t.exposeString('videoDescription', { nullable: true }),
    isActive: t.exposeBoolean('isActive', { description: 'The one spotlight the home page shows.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    featuredProducts: t.relation('featuredProducts', { query: { orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }] } }),
  }),
});
