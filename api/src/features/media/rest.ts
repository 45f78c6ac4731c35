import type { Router } from 'express';
import type { RestDeps } from '../../rest/deps.js';
import { runGraphQL } from '../../rest/run-graphql.js';
import { answerError } from '../../rest/answer.js';

const UPLOAD_DIAGNOSTICS = /* GraphQL */ `
  query RestUploadDiagnostics {
    uploadDiagnostics {
      session {
        valid
        expiresAt
      }
      user {
        id
        email
        role
      }
      storage {
        driver
        bucket
        write
        read
        delete
        latencyMs
        error
      }
    }
  }
`;

interface UploadDiagnosticsAnswer {
  uploadDiagnostics: {
    session: { valid: boolean; expiresAt: string | null };
    user: { id: string; email: string; role: string };
    storage: {
      driver: string;
      bucket: string;
      write: boolean;
      read: boolean;
      delete: boolean;
      latencyMs: number;
      error: string | null;
    };
  } | null;
}

/**
 * GET /api/studio/upload-diagnostics -> { session, user, storage } for holders of studio.hero.manage;
 * 401 { error } signed out (or with an expired token), 403 { error } without the permission.
 */
export function uploadDiagnosticsRoutes(router: Router, { server, context }: RestDeps) {
  router.get('/studio/upload-diagnostics', async (req, res) => {
    const answer = await runGraphQL<UploadDiagnosticsAnswer>(server, context, req, UPLOAD_DIAGNOSTICS, {});
    const diagnostics = answer.data?.uploadDiagnostics;
    if (answer.errors.length || !diagnostics) {
      answerError(res, answer.errors, { fallback: 'Diagnostics are not available.', message: 'always' });
      return;
    }
    res.json(diagnostics);
  });
}
