import { Router, type Request, type Response } from 'express';
import { UPLOAD_RULES } from '../domain/upload-rules.js';
import { LOCAL_UPLOAD_PATH } from '../storage/local-storage.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { receiveUpload } from '../storage/receive-upload.js';
import type { UploadGrantSigner } from '../storage/upload-grant.js';
import { UploadRejectedError } from '../storage/upload-rejected.js';
import { GENERIC_ERROR_MESSAGE } from '../errors.js';
import { requestLogger } from './request-log.js';

export const UPLOAD_LINK_INVALID_MESSAGE = 'This upload link is invalid or has expired. Please start the upload again.';
export const UPLOAD_LINK_USED_MESSAGE = 'This upload link has already been used. Please start the upload again.';

/**
 * PUT {LOCAL_UPLOAD_PATH}/{token}: the local driver's counterpart of an S3 presigned PUT. The token
 * names the bucket, key, type, size and upload slot; the body streams to disk under the slot's
 * limits and type check, and nothing is kept when it fails.
 */
export function mediaUploadRoute(storage: ObjectStorage, grants: UploadGrantSigner): Router {
  const router = Router();
  router.put(`${LOCAL_UPLOAD_PATH}/:token`, async (req: Request<{ token: string }>, res: Response) => {
    const refuse = (status: number, error: string) => {
      // The body may still be arriving; do not keep the connection for it.
      res.set('Connection', 'close').status(status).json({ error });
    };
    const grant = grants.verify(req.params.token);
    if (!grant) return refuse(403, UPLOAD_LINK_INVALID_MESSAGE);
    const rule = UPLOAD_RULES[grant.rule];
    if (req.get('content-type') !== grant.contentType)
      return refuse(403, `Send the file with Content-Type: ${grant.contentType}.`);
    const length = Number(req.get('content-length'));
    if (!req.get('content-length') || !Number.isInteger(length)) return refuse(411, 'Content-Length is required.');
    if (length !== grant.size)
      return refuse(403, `${rule.label} must be sent with the size given when the upload started.`);
    if (await storage.exists(grant.bucket, grant.key)) return refuse(409, UPLOAD_LINK_USED_MESSAGE);

    try {
      const file = await receiveUpload(req, rule, { maxBytes: grant.size });
      try {
        await storage.put(grant.bucket, grant.key, { filePath: file.filePath }, grant.contentType);
      } finally {
        await file.discard();
      }
      res.status(200).json({ key: grant.key });
    } catch (err) {
      if (err instanceof UploadRejectedError) return refuse(400, err.message);
      requestLogger(req).error({ err, key: grant.key }, 'media upload failed');
      if (!res.headersSent) refuse(500, GENERIC_ERROR_MESSAGE);
    }
  });
  return router;
}
