import { builder } from '../../graphql/builder.js';
import { probeStorage } from './data-diagnostics.js';
import { ResponsiveImageRef, responsiveImageOf } from './types.js';
import { UploadDiagnosticsRef } from './diagnostics-types.js';
import { mediaPolicies } from './access.js';

builder.queryField('responsiveImage', (t) =>
  t.field({
    type: ResponsiveImageRef,
    args: { url: t.arg.string({ required: true, description: 'An image URL as the API gave it.' }) },
    description:
      'The image at this URL: its variants when it was uploaded here, and whether it is still being processed (ask again every few seconds while `processing` is true). Any other URL answers as a linked image.',
    resolve: (_root, { url }, ctx) => responsiveImageOf(ctx, url),
  }),
);

builder.queryField('uploadDiagnostics', (t) =>
  t.withAuth(mediaPolicies.diagnose).field({
    type: UploadDiagnosticsRef,
    description:
      "The studio's upload check: the caller's session and user, and a probe object written to, read back from and removed from the spotlight-images bucket. Leaves nothing behind.",
    resolve: async (_root, _args, ctx) => {
      const { viewer } = ctx;
      return {
        session: { valid: true, expiresAt: ctx.tokenExpiresAt },
        user: { id: viewer.id, email: viewer.email, role: viewer.role },
        storage: await probeStorage(ctx.storage),
      };
    },
  }),
);
