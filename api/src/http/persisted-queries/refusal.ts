import type { Response } from 'express';

/** Answers a /graphql request the way Apollo answers a refused one: a 400 with one coded error. */
export function refuse(res: Response, code: 'PERSISTED_QUERY_NOT_FOUND' | 'BAD_REQUEST', message: string): void {
  res
    .status(400)
    .set('Cache-Control', 'private, no-store')
    .json({ errors: [{ message, extensions: { code } }] });
}
