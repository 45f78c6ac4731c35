import type { NextFunction, Request, Response } from 'express';
import type { GraphQLAnswer } from './run-graphql.js';
import { statusForErrors } from './status.js';

type Errors = GraphQLAnswer<unknown>['errors'];

export interface ErrorAnswerOptions {
  /** The spec's text for the route when the message is not shown (unexpected errors). */
  fallback: string;
  /**
   * Whose message the answer shows: 'known' the GraphQL error's own for every status but 500 (the
   * default), 'bad-input' only for 400, 'always' whenever there is one, 'never' the fallback only.
   */
  message?: 'known' | 'bad-input' | 'always' | 'never';
  /**
   * The error's fieldErrors: 'snake_case' (the spec's field names), 'as-is' (the schema's), or
   * 'as-is-on-bad-input' (always present on a 400, empty when none); left out by default.
   */
  fieldErrors?: 'snake_case' | 'as-is' | 'as-is-on-bad-input' | 'none';
  /** Members every error answer of the route carries, such as `reviews: []`. */
  extra?: Record<string, unknown>;
}

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The status a GraphQL answer's errors map to; 500 when there are none (no data either). */
export const statusOf = (errors: Errors) => (errors.length ? statusForErrors(errors) : 500);

/** The one error answer of the REST shim: the status from the error's code, and `{ error, fieldErrors? }`. */
export function answerError(res: Response, errors: Errors, options: ErrorAnswerOptions): void {
  const status = statusOf(errors);
  const first = errors[0];
  const mode = options.message ?? 'known';
  const shown =
    mode === 'always'
      ? (first?.message ?? options.fallback)
      : mode === 'bad-input'
        ? status === 400
          ? first!.message
          : options.fallback
        : mode === 'known' && status !== 500
          ? first!.message
          : options.fallback;
  const fieldErrors = first?.extensions?.fieldErrors as Record<string, string> | undefined;
  const fields =
    options.fieldErrors === 'snake_case' && fieldErrors
      ? { fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [snakeCase(k), v])) }
      : options.fieldErrors === 'as-is' && fieldErrors
        ? { fieldErrors }
        : options.fieldErrors === 'as-is-on-bad-input' && status === 400
          ? { fieldErrors: fieldErrors ?? {} }
          : {};
  res.status(status).json({ error: shown, ...fields, ...options.extra });
}

/**
 * The usual refusal of a route whose GraphQL document failed: the error's message (the route's text
 * for unexpected errors) and its field errors in the spec's snake_case names.
 */
export const answerRefusal = (res: Response, errors: Errors, fallback: string) =>
  answerError(res, errors, { fallback, fieldErrors: 'snake_case' });

/** Bad input found by the route itself, before any GraphQL runs: the first message and every field's. */
export function answerBadRequest(res: Response, fieldErrors: Record<string, string>): void {
  res.status(400).json({ error: Object.values(fieldErrors)[0], fieldErrors });
}

/** API answers are per user and per moment: nothing is stored by browsers or proxies unless a route says otherwise. */
export function noStore(_req: Request, res: Response, next: NextFunction): void {
  res.set('Cache-Control', 'no-store');
  next();
}

/** A file to save rather than JSON: the body as given, with its type and a download name. */
export function answerFile(res: Response, file: { contentType: string; fileName: string; body: string }): void {
  res.attachment(file.fileName);
  res.set('Content-Type', file.contentType);
  res.send(file.body);
}
