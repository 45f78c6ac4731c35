import type { Request } from 'express';

/** A JSON body field as a string ('' when missing or not text), so validation gives the spec's messages. */
export function bodyString(req: Request, field: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** An optional JSON body field: null when missing, empty or not text. */
export function optionalBodyString(req: Request, field: string): string | null {
  return bodyString(req, field) || null;
}

/** A JSON body field as an integer (numbers or numeric text), else null. */
export function bodyInteger(req: Request, field: string): number | null {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isInteger(number) ? number : null;
}
