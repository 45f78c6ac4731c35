import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { PrincipalResolver } from './request-principal.js';

export const GATE_COOKIE = 'adire_gate';
/** How long a browser that passed the gate stays in. */
export const GATE_PASS_DAYS = 30;

export const GATE_REQUIRED_MESSAGE =
  'Adire is in private beta. Enter the beta password at /password-gate first, or call the API with an access token.';

export interface BetaGateOptions {
  /** GATE_PASSWORD; the gate is open when unset. */
  password: string | undefined;
  /** The provider's cookie keys (shared by every API process): the first signs, all verify. */
  cookieKeys: readonly string[];
  /** Send the cookie over HTTPS only (the public URL is https). */
  secure: boolean;
  resolvePrincipal: PrincipalResolver;
}

export interface BetaGate {
  readonly enabled: boolean;
  passwordMatches(password: string): boolean;
  /** Whether the request carries an unexpired gate pass signed by us for the current password. */
  hasPass(req: Request): boolean;
  /** Sets the gate pass: a signed, HttpOnly, SameSite=Lax cookie. */
  issuePass(res: Response): void;
  /**
   * Refuses anonymous callers without a gate pass (401, JSON). Callers with a valid access token
   * (signed-in users, integrators) and the gate's own route pass.
   */
  guard: RequestHandler;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The beta password gate, enforced on the server. A pass is `<expiry>.<HMAC>`, the HMAC over the
 * expiry and a digest of the gate password: it cannot be forged without the cookie key, and
 * changing GATE_PASSWORD ends every pass issued for the old one.
 */
export function createBetaGate(opts: BetaGateOptions): BetaGate {
  const password = opts.password;
  const passwordDigest = password ? digest(password).toString('base64url') : '';
  const sign = (key: string, expires: number) =>
    createHmac('sha256', key).update(`gate:${expires}:${passwordDigest}`).digest('base64url');

  const hasPass = (req: Request) => {
    const [expiresText, signature] = (cookieValue(req, GATE_COOKIE) ?? '').split('.');
    const expires = Number(expiresText);
    if (!signature || !Number.isInteger(expires) || expires * 1000 <= Date.now()) return false;
    const given = Buffer.from(signature);
    return opts.cookieKeys.some((key) => {
      const expected = Buffer.from(sign(key, expires));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };

  const hasValidToken = async (req: Request) => {
    const authorization = req.get('authorization');
    if (!authorization) return false;
    try {
      const principal = await opts.resolvePrincipal(authorization);
      return principal !== 'invalid-token' && !!(principal.viewer || principal.integrator);
    } catch {
      // A token without the API scope: refused here like no token.
      return false;
    }
  };

  const refuse = (req: Request, res: Response) => {
    res.status(401).set('Cache-Control', 'no-store');
    if (req.baseUrl === '/graphql')
      res.json({ errors: [{ message: GATE_REQUIRED_MESSAGE, extensions: { code: 'PASSWORD_GATE_REQUIRED' } }] });
    else res.json({ error: GATE_REQUIRED_MESSAGE, code: 'PASSWORD_GATE_REQUIRED' });
  };

  return {
    enabled: !!password,
    passwordMatches: (candidate) =>
      // Comparing digests keeps the comparison constant-time whatever the lengths.
      !!password && !!candidate && timingSafeEqual(digest(candidate), digest(password)),
    hasPass,
    issuePass(res) {
      const maxAge = GATE_PASS_DAYS * 24 * 60 * 60;
      const expires = Math.floor(Date.now() / 1000) + maxAge;
      res.cookie(GATE_COOKIE, `${expires}.${sign(opts.cookieKeys[0]!, expires)}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secure,
        path: '/',
        maxAge: maxAge * 1000,
      });
    },
    guard: (req, res, next) => {
      if (!password || (req.baseUrl === '/api' && req.path === '/auth/password-gate') || hasPass(req)) {
        next();
        return;
      }
      hasValidToken(req).then(
        (valid) => (valid ? next() : refuse(req, res)),
        (error: unknown) => next(error),
      );
    },
  };
}
