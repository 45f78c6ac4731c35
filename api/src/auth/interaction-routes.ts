import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import type { PrismaClient } from '../generated/prisma/client.js';
import { firstPartyResult, grantFirstPartyAccess } from './first-party-grant.js';
import type { LoginThrottle } from './login-throttle.js';
import { signIn } from './sign-in.js';
import type { DemoSignIn } from './demo-accounts.js';
import { isFirstPartyClient } from './web-client.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface InteractionRouteDeps {
  provider: Provider;
  prisma: PrismaClient;
  throttle: LoginThrottle;
  /** Origin and base path of the web app's pages (the login page lives at `${webUrl}/login`). */
  webUrl: string;
  /** Where the seeded demo accounts may sign in with their published passwords. */
  demoSignIn: DemoSignIn;
}

const EXPIRED = { error: 'interaction_expired', message: 'Your sign-in request has expired. Please start again.' };

/** A browser following the provider's redirect, as opposed to the web page fetching details. */
const isNavigation = (req: Request) =>
  req.get('sec-fetch-mode') === 'navigate' || req.accepts(['json', 'html']) === 'html';

/**
 * The sign-in steps of the OpenID provider, as JSON for the web app's /login page. The provider
 * sends the browser to GET /oidc/interaction/:uid, which forwards it to /login?interaction=:uid;
 * that page reads the details and posts the credentials here. The interaction cookie is scoped
 * to /oidc/interaction/:uid, so these endpoints only work in the browser that started sign-in.
 */
export function interactionRoutes(deps: InteractionRouteDeps): Router {
  const { provider } = deps;
  const router = Router();

  const load = async (req: Request, res: Response): Promise<Interaction | null> => {
    try {
      const interaction = await provider.interactionDetails(req, res);
      return interaction.uid === req.params.uid ? interaction : null;
    } catch {
      return null;
    }
  };

  router.get('/interaction/:uid', async (req, res) => {
    const interaction = await load(req, res);
    res.set('Cache-Control', 'no-store');
    if (isNavigation(req)) {
      if (!interaction) {
        res.redirect(
          303,
          `${deps.webUrl}/login?error=session_error&error_description=${encodeURIComponent(EXPIRED.message)}`,
        );
        return;
      }
      // Already signed in and only consent is asked: our own app is consented without a page.
      if (
        interaction.prompt.name === 'consent' &&
        interaction.session?.accountId &&
        isFirstPartyClient(String(interaction.params.client_id))
      ) {
        const grantId = await grantFirstPartyAccess(provider, interaction, interaction.session.accountId);
        res.redirect(
          303,
          await provider.interactionResult(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true }),
        );
        return;
      }
      res.redirect(303, `${deps.webUrl}/login?interaction=${encodeURIComponent(interaction.uid)}`);
      return;
    }
    if (!interaction) {
      res.status(404).json(EXPIRED);
      return;
    }
    const client = await provider.Client.find(String(interaction.params.client_id));
    res.json({
      uid: interaction.uid,
      prompt: { name: interaction.prompt.name, reasons: interaction.prompt.reasons },
      client: { clientId: client?.clientId ?? null, clientName: client?.clientName ?? null },
      params: { scope: interaction.params.scope ?? null, loginHint: interaction.params.login_hint ?? null },
    });
  });

  const json = express.json({ limit: '16kb' });
  const requireJson = (req: Request, res: Response, next: NextFunction) => {
    // A JSON body cannot be sent cross-site without a CORS preflight, which we never grant here.
    if (!req.is('application/json'))
      res.status(415).json({ error: 'invalid_request', message: 'Send the request as JSON.' });
    else next();
  };

  router.post('/interaction/:uid/login', requireJson, json, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const interaction = await load(req, res);
    if (!interaction) {
      res.status(404).json(EXPIRED);
      return;
    }
    if (!isFirstPartyClient(String(interaction.params.client_id))) {
      res.status(400).json({ error: 'invalid_request', message: 'This sign-in request is not supported.' });
      return;
    }
    const body = (req.body ?? {}) as { email?: unknown; password?: unknown; remember?: unknown };
    const outcome = await signIn(deps.prisma, deps.throttle, {
      email: typeof body.email === 'string' ? body.email : '',
      password: typeof body.password === 'string' ? body.password : '',
      ip: req.ip ?? 'unknown',
      demoSignIn: deps.demoSignIn,
    });
    if (!outcome.ok) {
      const { status, error, message, retryAfterMinutes } = outcome;
      if (retryAfterMinutes) res.set('Retry-After', String(retryAfterMinutes * 60));
      res.status(status).json({ error, message, ...(retryAfterMinutes ? { retryAfterMinutes } : {}) });
      return;
    }
    const result = await firstPartyResult(provider, interaction, outcome.userId, body.remember !== false);
    res.json({ redirectTo: await provider.interactionResult(req, res, result, { mergeWithLastSubmission: false }) });
  });

  router.post('/interaction/:uid/abort', requireJson, json, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const interaction = await load(req, res);
    if (!interaction) {
      res.status(404).json(EXPIRED);
      return;
    }
    const result = { error: 'access_denied', error_description: 'End-User aborted interaction' };
    res.json({ redirectTo: await provider.interactionResult(req, res, result, { mergeWithLastSubmission: false }) });
  });

  router.use('/interaction', (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error('[oidc] interaction failed', err);
    res.status(500).json({ error: 'server_error', message: 'Authentication failed. Please try again.' });
  });

  return router;
}
