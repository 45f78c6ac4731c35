import { builder } from '../../graphql/builder.js';
import { heroPolicies } from './access.js';
import { ResponsiveImageRef, responsiveImageOf } from '../media/types.js';

builder.prismaNode('HeroSlide', {
  id: { field: 'id' },
  select: { id: true, isActive: true },
  // As the lists: active slides for everyone (heroSlides), inactive ones for those who manage slides.
  authScopes: (slide) => slide.isActive || heroPolicies.manage,
  fields: (t) => ({
    image: t.exposeString('image'),
    picture: t.field({
      type: ResponsiveImageRef,
      select: { image: true },
      description: 'The image with its variants when it was uploaded, and whether it is still being processed.',
      resolve: (slide, _args, ctx) => responsiveImageOf(ctx, slide.image),
    }),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    link: t.exposeString('link', { nullable: true }),
    heroTitle: t.exposeString('heroTitle'),
    isEditorial: t.exposeBoolean('isEditorial'),
    displayOrder: t.exposeInt('displayOrder'),
    isActive: t.exposeBoolean('isActive', { description: 'Only active slides show on the home page.' }),
    databaseId: t.exposeString('id'),
  }),
});
