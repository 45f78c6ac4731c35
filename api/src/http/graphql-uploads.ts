import { PassThrough, type Readable } from 'node:stream';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Upload, processRequest, type FileUpload } from 'graphql-upload-minimal';
import { UPLOAD_RULES } from '../domain/upload-rules.js';
import { ValidationError } from '../errors.js';

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));
const MOST_FILES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxFiles ?? 1));

export const INCOMPLETE_UPLOAD_MESSAGE = 'The file did not arrive in full. Please try again.';
const TOO_LARGE_MESSAGE = 'The file is too large.';

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
        for (const [upload, field] of uploadsIn(body)) answerIncompleteAsBadInput(upload, field);
        req.body = body;
        res.once('close', () => drainUnreadFiles(body));
        next();
      })
      .catch((err: { status?: number; message?: string }) => {
        if (res.headersSent || res.destroyed) return;
        res.status(err.status && err.status < 500 ? err.status : 400).json({
          errors: [{ message: err.message ?? 'Invalid multipart request.', extensions: { code: 'BAD_REQUEST' } }],
        });
      });
  };
}

/**
 * A file part the `map` promised but the body never held, or one cut off mid-stream, is the
 * caller's mistake: the resolver that reads it fails with the bad-input error on its field (a 400)
 * rather than the multipart parser's own error, and whatever it had begun to store is its to undo.
 */
function answerIncompleteAsBadInput(upload: Upload, field: string): void {
  const refusal = (err?: unknown) =>
    new ValidationError(
      {
        [field]:
          (err as { status?: number } | undefined)?.status === 413 ? TOO_LARGE_MESSAGE : INCOMPLETE_UPLOAD_MESSAGE,
      },
      { httpStatus: (err as { status?: number } | undefined)?.status === 413 ? 413 : 400 },
    );
  upload.promise = upload.promise.then(
    (file): FileUpload => ({
      ...file,
      createReadStream: () => {
        let source: Readable;
        try {
          source = file.createReadStream();
        } catch (err) {
          // Misuse (a second read) is ours to hear about; a part cut short is the caller's.
          if (err instanceof Error && err.message.includes('graphql-upload-minimal')) throw err;
          throw refusal(err);
        }
        return relayed(source, refusal) as ReturnType<FileUpload['createReadStream']>;
      },
    }),
    (err: unknown) => {
      throw refusal(err);
    },
  );
  upload.promise.catch(() => {}); // A refused operation may never read it.
}

function relayed(source: Readable, failure: (err: unknown) => Error): Readable {
  const relay = new PassThrough();
  source.once('error', (err) => relay.destroy(failure(err)));
  return source.pipe(relay);
}

/**
 * A file no resolver read (the mutation was refused before it ran) would hold the rest of the
 * request body unread; reading it to the end lets the connection finish cleanly.
 */
function drainUnreadFiles(body: unknown): void {
  for (const [upload] of uploadsIn(body)) {
    upload.promise
      .then((file) => {
        const stream = file.createReadStream();
        stream.on('error', () => {});
        stream.resume();
      })
      .catch(() => {}); // Already read, or the request ended without it.
  }
}

/** Each Upload in the operations with the field it fills (the last name on its path, not an index). */
function* uploadsIn(value: unknown, field = 'file', depth = 0): Generator<[Upload, string]> {
  if (depth > 16 || value === null || typeof value !== 'object') return;
  if (value instanceof Upload) {
    yield [value, field];
    return;
  }
  for (const [key, item] of Object.entries(value))
    yield* uploadsIn(item, /^\d+$/.test(key) || key === 'variables' || key === 'input' ? field : key, depth + 1);
}
