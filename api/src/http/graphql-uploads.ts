import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Upload, processRequest } from 'graphql-upload-minimal';
import { UPLOAD_RULES } from '../domain/upload-rules.js';

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));
const MOST_FILES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxFiles ?? 1));

/**
 * GraphQL multipart requests (file uploads) on /graphql. Each mutation checks its own limits as the
 * bytes arrive; the limits here only bound a request (one byte over the largest slot, so the
 * mutation's clearer message always wins). Apollo's CSRF prevention still applies: clients send
 * `apollo-require-preflight: true` with multipart requests.
 */
export function graphqlUploads(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    processRequest(req, res, { maxFileSize: LARGEST_UPLOAD + 1, maxFiles: MOST_FILES })
      .then((body) => {
        req.body = body;
        res.once('close', () => drainUnreadFiles(body));
        next();
      })
      .catch((err: { status?: number; message?: string }) => {
        res.status(err.status && err.status < 500 ? err.status : 400).json({
          errors: [{ message: err.message ?? 'Invalid multipart request.', extensions: { code: 'BAD_REQUEST' } }],
        });
      });
  };
}

/**
 * A file no resolver read (the mutation was refused before it ran) would hold the rest of the
 * request body unread; reading it to the end lets the connection finish cleanly.
 */
function drainUnreadFiles(body: unknown): void {
  for (const upload of uploadsIn(body)) {
    upload.promise
      .then((file) => {
        const stream = file.createReadStream();
        stream.on('error', () => {});
        stream.resume();
      })
      .catch(() => {}); // Already read, or the request ended without it.
  }
}

function* uploadsIn(value: unknown, depth = 0): Generator<Upload> {
  if (depth > 16 || value === null || typeof value !== 'object') return;
  if (value instanceof Upload) {
    yield value;
    return;
  }
  for (const item of Object.values(value)) yield* uploadsIn(item, depth + 1);
}
