import { builder } from '../graphql/builder.js';

export const GallerySourceEnum = builder.enumType('GalleryVideoSource', {
  description: "PRODUCT: the product's own video (gallery index -1); BRAND_SPOTLIGHT: the brand's spotlight video (index -2).",
  values: ['PRODUCT', 'BRAND_SPOTLIGHT'] as const,
});

interface GalleryVideo {
  url: string;
  thumbnail: string | null;
  source: 'PRODUCT' | 'BRAND_SPOTLIGHT';
}

const GalleryVideoRef = builder.objectRef<GalleryVideo>('GalleryVideo').implement({
  fields: (t) => ({
    url: t.exposeString('url'),
    thumbnail: t.exposeString('thumbnail', { nullable: true }),
    source: t.field({ type: GallerySourceEnum, resolve: (v) => v.source }),
  }),
});

builder.prismaObjectField('Product', 'galleryVideo', (t) =>
  t.field({
    type: GalleryVideoRef,
    nullable: true,
    description: "The product's video; without one, the spotlight video of the product's brand (found by the brand's name); else null.",
    select: { videoUrl: true, videoThumbnail: true, brand: { select: { name: true } } },
    resolve: async (product, _args, ctx) => {
      if (product.videoUrl) return { url: product.videoUrl, thumbnail: product.videoThumbnail, source: 'PRODUCT' as const };
      const spotlight = await ctx.prisma.spotlight.findFirst({
        where: { brandName: { equals: product.brand.name.trim(), mode: 'insensitive' }, videoUrl: { not: null } },
        orderBy: [{ isActive: 'desc' }, { updatedAt: 'desc' }],
        select: { videoUrl: true, videoThumbnail: true },
      });
      return spotlight?.videoUrl ? { url: spotlight.videoUrl, thumbnail: spotlight.videoThumbnail, source: 'BRAND_SPOTLIGHT' as const } : null;
    },
  }),
);
