import DataLoader from 'dataloader';
import { createContextCache } from '@pothos/core';
import type { Context } from '../../graphql/context.js';
import { storedObjectOf } from '../../storage/media-records.js';
import { MEDIA_IMAGE_SELECT, responsiveImage, type MediaImageRow, type ResponsiveImageView } from './image-views.js';

/**
 * The upload behind each image URL a request asks about, read in one statement for all of them (a
 * page of 24 product cards is one query, not 24). Linked and seeded URLs need no query: they have
 * no upload.
 */
const mediaImageLoader = createContextCache(
  (ctx: Context) =>
    new DataLoader<string, MediaImageRow | null>(async (urls) => {
      const objects = urls.map((url) => storedObjectOf(ctx.storage, url));
      const stored = objects.filter((object) => object !== null);
      const rows = stored.length
        ? await ctx.prisma.mediaObject.findMany({ where: { OR: stored }, select: MEDIA_IMAGE_SELECT })
        : [];
      return objects.map(
        (object) => (object && rows.find((row) => row.bucket === object.bucket && row.key === object.key)) ?? null,
      );
    }),
);

/** An image by URL with its AVIF and webp variants when it was uploaded here. */
export async function responsiveImageOf(ctx: Context, url: string): Promise<ResponsiveImageView> {
  return responsiveImage(ctx.storage, url, await mediaImageLoader(ctx).load(url));
}
