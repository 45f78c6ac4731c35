import type { Request } from 'express';

/** The one reader of request bodies and query strings for the REST routes. */

type Fields = Record<string, unknown>;

/** A JSON object, or {} for anything else (missing body, arrays, text). */
export const objectOf = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

/** Text or a number as text; null for anything else. */
export const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** A query-string parameter as trimmed text ('' when missing). */
export const queryText = (req: Request, name: string) => textOf(req.query[name])?.trim() ?? '';

/** `name=a,b` (or repeated) as a list; blank pieces are ignored. */
export function queryList(req: Request, name: string): string[] {
  const raw = ([] as unknown[]).concat(req.query[name] ?? []);
  return raw
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
    .map((id) => id.trim())
    .filter(Boolean);
}

/** A JSON body field as a string ('' when missing or not text), so validation gives the spec's messages. */
export function bodyString(req: Request, field: string): string {
  return textOf(objectOf(req.body)[field]) ?? '';
}

/** An optional JSON body field: null when missing, empty or not text. */
export function optionalBodyString(req: Request, field: string): string | null {
  return bodyString(req, field) || null;
}

/** A JSON body field as an integer (numbers or numeric text), else null. */
export function bodyInteger(req: Request, field: string): number | null {
  const value = objectOf(req.body)[field];
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(number) ? number : null;
}
