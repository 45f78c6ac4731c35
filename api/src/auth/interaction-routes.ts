import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type Provider from 'oidc-provider';
import type { PrismaClient } from '../generated/prisma/client.js';
import { firstPartyResult, grantFirstPartyAccess } from './first-party-grant.js';
import { consentCsrfToken, consentCsrfTokenMatches, grantConsentedAccess, scopesToConsent } from './consent-grant.js';
import { consentPage } from './consent-page.js';
import { escapeHtml, page } from './oidc-pages.js';
import type { LoginThrottle } from './login-throttle.js';
import { confirmSignInCode, signIn, type SignInDeps, type SignInOutcome } from './sign-in.js';
import type { DemoSignIn } from './demo-accounts.js';
import type { Mailer } from '../mail/mailer.js';
import { isFirstPartyClient } from './web-client.js';
import { requestLogger } from '../http/request-log.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Adds the origin of `target` to the answer's Content-Security-Policy form-action. */
function allowFormTarget(res: Response, target: string): void {
  const origin = URL.parse(target)?.origin;
  const csp = res.getHeader('content-security-policy');
  if (!origin || origin === 'null' || typeof csp !== 'string') return;
  const directives = csp.split(';').map((d) => d.trim());
  const index = directives.findIndex((d) => d.startsWith('form-action '));
  if (index >= 0) directives[index] = `${directives[index]} ${origin}`;
  else directives.push(`form-action 'self' ${origin}`);
  res.setHeader('content-security-policy', directives.filter(Boolean).join(';'));
}

export interface InteractionRouteDeps {
  provider: Provider;
  prisma: PrismaClient;
  throttle: LoginThrottle;
  /** Sends the sign-in codes a password alone does not do without (see sign-in.ts). */
  mailer: Mailer;
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
 * When the password alone is not enough, the login answers `code_required` and the page posts the
 * mailed code to /oidc/interaction/:uid/code to finish.
 * A third-party application's sign-in then asks for consent on a page rendered here (Allow/Deny,
 * posted to /oidc/interaction/:uid/consent); our own web app never sees it.
 */
export function interactionRoutes(deps: InteractionRouteDeps): Router {
  const { provider } = deps;
  const router = Router();
  const cookieKeys = () => provider.keys as string[];
  const signInDeps: SignInDeps = {
    prisma: deps.prisma,
    throttle: deps.throttle,
    mailer: deps.mailer,
    webUrl: deps.webUrl,
    codeKeys: cookieKeys,
    demoSignIn: deps.demoSignIn,
  };

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
      // Signed in and a third-party application asks for access: the consent page.
      if (interaction.prompt.name === 'consent' && interaction.session?.accountId) {
        await renderConsent(req, res, interaction);
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

  const renderConsent = async (req: Request, res: Response, interaction: Interaction) => {
    const client = await provider.Client.find(String(interaction.params.client_id));
    const user = await deps.prisma.user.findUnique({
      where: { id: interaction.session!.accountId },
      select: { email: true },
    });
    // Browsers apply form-action to the redirects that follow a form post: the last one lands on the application.
    allowFormTarget(res, String(interaction.params.redirect_uri));
    res
      .status(200)
      .type('html')
      .send(
        consentPage({
          clientName: client?.clientName ?? String(interaction.params.client_id),
          scopes: scopesToConsent(interaction),
          action: `${req.baseUrl}/interaction/${encodeURIComponent(interaction.uid)}/consent`,
          csrfToken: consentCsrfToken(cookieKeys(), interaction),
          signedInAs: user?.email,
        }),
      );
  };

  const json = express.json({ limit: '16kb' });
  const requireJson = (req: Request, res: Response, next: NextFunction) => {
    // A JSON body cannot be sent cross-site without a CORS preflight, which we never grant here.
    if (!req.is('application/json'))
      res.status(415).json({ error: 'invalid_request', message: 'Send the request as JSON.' });
    else next();
  };

  /**
   * Answers a sign-in step: a refusal as JSON, or where the browser goes next. `amr` says what
   * proved it was them, as OpenID's values (RFC 8176): the password, and the mailed code when asked for.
   */
  const answer = async (
    req: Request,
    res: Response,
    interaction: Interaction,
    outcome: SignInOutcome,
    amr: string[],
  ) => {
    if (!outcome.ok) {
      const { status, error, message, retryAfterMinutes } = outcome;
      if (retryAfterMinutes) res.set('Retry-After', String(retryAfterMinutes * 60));
      res.status(status).json({ error, message, ...(retryAfterMinutes ? { retryAfterMinutes } : {}) });
      return;
    }
    const body = (req.body ?? {}) as { remember?: unknown };
    const remember = body.remember !== false;
    // Our own app is granted access at once; another application asks on the consent page next.
    const result = isFirstPartyClient(String(interaction.params.client_id))
      ? await firstPartyResult(provider, interaction, outcome.userId, remember, amr)
      : { login: { accountId: outcome.userId, remember, amr } };
    res.json({ redirectTo: await provider.interactionResult(req, res, result, { mergeWithLastSubmission: false }) });
  };

  router.post('/interaction/:uid/login', requireJson, json, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const interaction = await load(req, res);
    if (!interaction) {
      res.status(404).json(EXPIRED);
      return;
    }
    const body = (req.body ?? {}) as { email?: unknown; password?: unknown };
    const outcome = await signIn(signInDeps, {
      email: typeof body.email === 'string' ? body.email : '',
      password: typeof body.password === 'string' ? body.password : '',
      ip: req.ip ?? 'unknown',
      interactionUid: interaction.uid,
    });
    await answer(req, res, interaction, outcome, ['pwd']);
  });

  router.post('/interaction/:uid/code', requireJson, json, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const interaction = await load(req, res);
    if (!interaction) {
      res.status(404).json(EXPIRED);
      return;
    }
    const body = (req.body ?? {}) as { code?: unknown };
    const outcome = await confirmSignInCode(signInDeps, {
      code: typeof body.code === 'string' ? body.code : '',
      ip: req.ip ?? 'unknown',
      interactionUid: interaction.uid,
    });
    await answer(req, res, interaction, outcome, ['pwd', 'otp']);
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

  const form = express.urlencoded({ extended: false, limit: '4kb' });
  const consentProblem = (res: Response, status: number, message: string) =>
    res
      .status(status)
      .type('html')
      .send(page('Sign-in problem', `<h1>We could not complete this request</h1><p>${escapeHtml(message)}</p>`));

  router.post('/interaction/:uid/consent', form, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const interaction = await load(req, res);
    if (!interaction) {
      consentProblem(res, 404, EXPIRED.message);
      return;
    }
    const body = (req.body ?? {}) as { csrf?: unknown; decision?: unknown };
    if (!consentCsrfTokenMatches(cookieKeys(), interaction, body.csrf)) {
      consentProblem(res, 403, 'This form has expired. Please go back to the application and start again.');
      return;
    }
    if (interaction.prompt.name !== 'consent' || !interaction.session?.accountId) {
      consentProblem(res, 400, 'This sign-in request is not waiting for your permission.');
      return;
    }
    if (body.decision !== 'allow' && body.decision !== 'deny') {
      consentProblem(res, 400, 'Choose Allow or Deny.');
      return;
    }
    const result =
      body.decision === 'allow'
        ? { consent: { grantId: await grantConsentedAccess(provider, interaction) } }
        : { error: 'access_denied', error_description: 'The user denied access.' };
    res.redirect(303, await provider.interactionResult(req, res, result, { mergeWithLastSubmission: true }));
  });

  router.use('/interaction', (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    requestLogger(req).error({ err }, 'sign-in interaction failed');
    res.status(500).json({ error: 'server_error', message: 'Authentication failed. Please try again.' });
  });

  return router;
}
