import { createHash, timingSafeEqual } from 'node:crypto';
import type { Router } from 'express';
import type { LoginThrottle } from '../../auth/login-throttle.js';

const INCORRECT = 'Incorrect password. Please try again.';

export const tooManyGateAttemptsMessage = (minutes: number) =>
  `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

// Gate failures are counted per address only: one shared key would let anyone lock everybody out.
const gateKey = (ip: string) => `password-gate:${ip}`;

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /api/auth/password-gate -> {enabled}: whether the site stands behind the beta gate.
 * POST /api/auth/password-gate {password} -> {success}; open (always success) when no GATE_PASSWORD is set.
 * Wrong guesses are throttled per address like sign-ins (429 with the minutes to wait).
 */
export function passwordGateRoutes(
  router: Router,
  gatePassword: string | undefined,
  throttle: LoginThrottle | undefined,
) {
  router.get('/auth/password-gate', (_req, res) => {
    res.json({ enabled: Boolean(gatePassword) });
  });

  router.post('/auth/password-gate', async (req, res) => {
    if (!gatePassword) {
      res.json({ success: true });
      return;
    }
    const ip = req.ip ?? 'unknown';
    const wait = (await throttle?.minutesToWait(gateKey(ip), ip)) ?? 0;
    if (wait > 0) {
      res.status(429).json({ success: false, error: tooManyGateAttemptsMessage(wait) });
      return;
    }
    const password = typeof req.body?.password === 'string' ? req.body.password : '';
    // Comparing digests keeps the comparison constant-time whatever the lengths.
    if (password && timingSafeEqual(digest(password), digest(gatePassword))) {
      await throttle?.recordSuccess(gateKey(ip));
      res.json({ success: true });
      return;
    }
    await throttle?.recordFailure(gateKey(ip), ip);
    res.status(401).json({ success: false, error: INCORRECT });
  });
}
