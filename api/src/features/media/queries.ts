import { builder } from '../../graphql/builder.js';
import { probeStorage } from './data-diagnostics.js';
import { UploadDiagnosticsRef } from './types.js';
import { mediaPolicies } from './access.js';

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
