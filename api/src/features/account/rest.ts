import type { Router } from 'express';
import type { BetaGate } from '../../auth/beta-gate.js';
import type { LoginThrottle } from '../../auth/login-throttle.js';

const INCORRECT = 'Incorrect password. Please try again.';

export const tooManyGateAttemptsMessage = (minutes: number) =>
  `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

// Gate failures are counted per address only: one shared key would let anyone lock everybody out.
const gateKey = (ip: string) => `password-gate:${ip}`;

/**
 * GET /api/auth/password-gate -> {enabled} when the gate is off, {enabled, passed} when it is on:
 * whether the site stands behind the beta gate and whether this browser holds a gate pass.
 * POST /api/auth/password-gate {password} -> {success}, setting the gate pass cookie that lets
 * anonymous calls to /graphql and /api through (see auth/beta-gate.ts); open (always success)
 * when no GATE_PASSWORD is set. Wrong guesses are throttled per address like sign-ins (429 with
 * the minutes to wait).
 */
export function passwordGateRoutes(router: Router, gate: BetaGate | undefined, throttle: LoginThrottle | undefined) {
  router.get('/auth/password-gate', (req, res) => {
    res.json(gate?.enabled ? { enabled: true, passed: gate.hasPass(req) } : { enabled: false });
  });

  router.post('/auth/password-gate', async (req, res) => {
    if (!gate?.enabled) {
      res.json({ success: true });
      return;
    }
    const ip = req.ip ?? 'unknown';
    const verdict = await throttle?.begin(gateKey(ip), ip);
    if (verdict && !verdict.allowed) {
      res.status(429).json({ success: false, error: tooManyGateAttemptsMessage(verdict.minutesToWait) });
      return;
    }
    const password = typeof req.body?.password === 'string' ? req.body.password : '';
    if (gate.passwordMatches(password)) {
      await throttle?.recordSuccess(gateKey(ip), ip);
      gate.issuePass(res);
      res.json({ success: true });
      return;
    }
    res.status(401).json({ success: false, error: INCORRECT });
  });
}
