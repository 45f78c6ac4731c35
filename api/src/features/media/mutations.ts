import { brandNotFound } from './data.js';
import { builder } from '../../graphql/builder.js';
import { databaseId } from '../../domain/global-id.js';
import { addBrandImage, removeBrandImage } from './data-brand-images.js';
import { completeBrandVideoUpload, createBrandVideoUploadUrl, uploadBrandVideo } from './data-brand-video.js';
import type { Context } from '../../graphql/context.js';
import { HttpHeaderRef } from './types.js';
import { mediaPolicies } from './access.js';
import { requireRow } from '../../graphql/kit/validation.js';
import { reload } from '../../graphql/kit/reload.js';
import { viewerOf } from '../../graphql/kit/auth.js';

/** The brand's row id, checked to exist before any file is read. */
async function existingBrandId(ctx: Context, id: string | number): Promise<string> {
  const brandId = databaseId(String(id), 'Brand');
  return requireRow(
    brandId ? await ctx.prisma.brand.findUnique({ where: { id: brandId }, select: { id: true } }) : null,
    brandNotFound,
  ).id;
}

const deps = (ctx: Context) => ({ prisma: ctx.prisma, storage: ctx.storage, jobs: ctx.jobs, actor: viewerOf(ctx) });

const MULTIPART_NOTE = 'Send as a GraphQL multipart request with the header `apollo-require-preflight: true`.';

builder.relayMutationField(
  'uploadBrandImage',
  {
    inputFields: (t) => ({
      brandId: t.id({ required: true }),
      file: t.field({ type: 'Upload', required: true, description: 'PNG, JPEG or WebP, at most 5 MB.' }),
    }),
  },
  {
    authScopes: (_root, { input }) => mediaPolicies.manageBrand(input.brandId),
    description: `Adds an image to the brand's gallery (next display order) and makes it the main image when the brand has none. The stored original (upright, without metadata, at most 4096 px) and its AVIF and webp variants 320, 640, 960 and 1600 px wide (never upscaled) are made by a job: the answer comes when they are ready or after at most 10 s, with \`image.processing\` true while they are still being made. ${MULTIPART_NOTE}`,
    resolve: async (_root, { input }, ctx) => {
      const brandId = await existingBrandId(ctx, input.brandId);
      const file = await input.file;
      const { imageId } = await addBrandImage(deps(ctx), brandId, file.createReadStream());
      return { brandId, imageId };
    },
  },
  {
    outputFields: (t) => ({
      brand: t.prismaField({ type: 'Brand', resolve: reload.brand((p) => p.brandId) }),
      image: t.prismaField({ type: 'BrandImage', resolve: reload.brandImage((p) => p.imageId) }),
    }),
  },
);

builder.relayMutationField(
  'removeBrandImage',
  {
    inputFields: (t) => ({
      brandId: t.id({ required: true }),
      storagePath: t.string({ required: true, description: 'BrandImage.storagePath of the image to remove.' }),
    }),
  },
  {
    authScopes: (_root, { input }) => mediaPolicies.manageBrand(input.brandId),
    description:
      'Removes a gallery image and its stored files. When it was the main image, the next image in display order takes its place.',
    resolve: async (_root, { input }, ctx) => {
      const brandId = await existingBrandId(ctx, input.brandId);
      await removeBrandImage(deps(ctx), brandId, input.storagePath);
      return { brandId };
    },
  },
  {
    outputFields: (t) => ({
      brand: t.prismaField({ type: 'Brand', resolve: reload.brand((p) => p.brandId) }),
    }),
  },
);

builder.relayMutationField(
  'uploadBrandVideo',
  {
    inputFields: (t) => ({
      brandId: t.id({ required: true }),
      file: t.field({ type: 'Upload', required: true, description: 'MP4, WebM or QuickTime, at most 50 MB.' }),
    }),
  },
  {
    authScopes: (_root, { input }) => mediaPolicies.manageBrand(input.brandId),
    description: `Sets the brand's video (videoUrl), replacing and removing an earlier uploaded one. ${MULTIPART_NOTE} Large files are better sent with createBrandVideoUploadUrl.`,
    resolve: async (_root, { input }, ctx) => {
      const brandId = await existingBrandId(ctx, input.brandId);
      const file = await input.file;
      await uploadBrandVideo(deps(ctx), brandId, file.createReadStream());
      return { brandId };
    },
  },
  {
    outputFields: (t) => ({
      brand: t.prismaField({ type: 'Brand', resolve: reload.brand((p) => p.brandId) }),
    }),
  },
);

builder.relayMutationField(
  'createBrandVideoUploadUrl',
  {
    inputFields: (t) => ({
      brandId: t.id({ required: true }),
      contentType: t.string({ required: true, description: 'video/mp4, video/webm or video/quicktime (File.type).' }),
      size: t.int({ required: true, description: 'Bytes (File.size); at most 50 MB.' }),
    }),
  },
  {
    authScopes: (_root, { input }) => mediaPolicies.manageBrand(input.brandId),
    description:
      'Starts a direct upload of a brand video that does not pass through GraphQL: PUT the file to uploadUrl with the given headers (the body exactly `size` bytes), then call completeBrandVideoUpload with the key.',
    resolve: async (_root, { input }, ctx) => {
      const brandId = await existingBrandId(ctx, input.brandId);
      return createBrandVideoUploadUrl(deps(ctx), brandId, input.contentType, input.size);
    },
  },
  {
    outputFields: (t) => ({
      key: t.exposeString('key', { description: 'Pass it to completeBrandVideoUpload.' }),
      uploadUrl: t.exposeString('url', {
        description: 'Absolute with S3 storage; a path on this API (same origin) with the local driver.',
      }),
      method: t.exposeString('method', { description: 'Always PUT.' }),
      headers: t.field({
        type: [HttpHeaderRef],
        description: 'Send exactly these headers.',
        resolve: (p) => Object.entries(p.headers).map(([name, value]) => ({ name, value })),
      }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
      maxBytes: t.exposeInt('maxBytes'),
    }),
  },
);

builder.relayMutationField(
  'completeBrandVideoUpload',
  {
    inputFields: (t) => ({
      brandId: t.id({ required: true }),
      key: t.string({ required: true, description: 'From createBrandVideoUploadUrl.' }),
    }),
  },
  {
    authScopes: (_root, { input }) => mediaPolicies.manageBrand(input.brandId),
    description:
      "Checks the uploaded video (size, and type from its first bytes) and sets it as the brand's video; an invalid file is deleted.",
    resolve: async (_root, { input }, ctx) => {
      const brandId = await existingBrandId(ctx, input.brandId);
      await completeBrandVideoUpload(deps(ctx), brandId, input.key);
      return { brandId };
    },
  },
  {
    outputFields: (t) => ({
      brand: t.prismaField({ type: 'Brand', resolve: reload.brand((p) => p.brandId) }),
    }),
  },
);
