import { builder } from '../../graphql/builder.js';
import { NotFoundError } from '../../errors.js';
import { HttpHeaderRef } from '../media/types.js';
import { productPolicies } from './access.js';
import { findBrand } from './studio-data.js';
import { createProductVideoUploadUrl } from './studio-media.js';

// The direct upload of a large product video, ahead of the create or edit that uses it.

const CreateProductVideoUploadInput = builder.inputType('CreateProductVideoUploadInput', {
  description:
    'Direct upload of a large product video: PUT the file to uploadUrl with headers, then pass key as videoUploadKey.',
  fields: (t) => ({
    brandId: t.id({ required: true }),
    contentType: t.string({ required: true, description: 'video/mp4, video/webm or video/quicktime.' }),
    size: t.int({ required: true, description: 'Bytes: at most 50 MB on create, 100 MB on edit.' }),
    forEdit: t.boolean({ required: false, defaultValue: false }),
  }),
});

const ProductVideoUploadRef = builder
  .objectRef<{ url: string; headers: Record<string, string>; key: string; maxBytes: number; expiresAt: Date }>(
    'ProductVideoUpload',
  )
  .implement({
    description:
      'Direct upload of a large product video: PUT the file to uploadUrl with headers, then pass key as videoUploadKey.',
    fields: (t) => ({
      uploadUrl: t.exposeString('url', {
        description: 'Absolute with S3 storage; a path on this API (same origin) with the local driver.',
      }),
      headers: t.field({
        type: [HttpHeaderRef],
        description: 'Send exactly these headers.',
        resolve: (p) => Object.entries(p.headers).map(([name, value]) => ({ name, value })),
      }),
      key: t.exposeString('key', { description: 'Pass it as videoUploadKey.' }),
      maxBytes: t.exposeInt('maxBytes'),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });

builder.mutationField('createProductVideoUpload', (t) =>
  t.field({
    type: ProductVideoUploadRef,
    args: { input: t.arg({ type: CreateProductVideoUploadInput, required: true }) },
    description:
      'Starts a direct upload of a product video (MP4, WebM or QuickTime; 50 MB on create, 100 MB on edit) into the brand’s folder.',
    authScopes: (_root, { input }) => productPolicies.createFor(input.brandId),
    unauthorizedError: productPolicies.createRefused,
    resolve: async (_root, { input }, ctx) => {
      const brand = await findBrand(ctx.prisma, input.brandId);
      if (!brand) throw new NotFoundError('Brand not found');
      return createProductVideoUploadUrl(ctx.storage, brand.id, input.contentType, input.size, !!input.forEdit);
    },
  }),
);
