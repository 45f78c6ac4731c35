import { createHash, timingSafeEqual } from 'node:crypto';
import type { Router } from 'express';

const INCORRECT = 'Incorrect password. Please try again.';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /api/auth/password-gate -> {enabled}: whether the site stands behind the beta gate.
 * POST /api/auth/password-gate {password} -> {success}; open (always success) when no GATE_PASSWORD is set.
 */
export function passwordGateRoutes(router: Router, gatePassword: string | undefined) {
  router.get('/auth/password-gate', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ enabled: Boolean(gatePassword) });
  });

  router.post('/auth/password-gate', (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (!gatePassword) {
      res.json({ success: true });
      return;
    }
    const password = typeof req.body?.password === 'string' ? req.body.password : '';
    // Comparing digests keeps the comparison constant-time whatever the lengths.
    if (password && timingSafeEqual(digest(password), digest(gatePassword))) res.json({ success: true });
    else res.status(401).json({ success: false, error: INCORRECT });
  });
}
