import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { expressMiddleware } from '@as-integrations/express5';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Config } from '../config.js';
import { contextFactory } from './context.js';
import { createGraphQLServer } from './graphql-server.js';
import { graphiqlRoutes } from './graphiql.js';
import { compressAnswers } from './static-web/compress-answers.js';
import { serveWebBuild } from './static-web/serve-web-build.js';
import { restRouter } from '../rest/router.js';
import { featureRestRoutes } from '../assembly/rest-routes.js';
import { createIdentity } from '../auth/identity.js';
import { userinfoForApiTokens } from '../auth/userinfo-route.js';
import { interactionRoutes } from '../auth/interaction-routes.js';
import { pinToPublicOrigin } from '../auth/public-origin.js';
import { createBetaGate } from '../auth/beta-gate.js';
import { webOrigins } from '../auth/web-client.js';
import { createMailTransport } from '../mail/create-mail-transport.js';
import { queuedMailer } from '../mail/queued-mailer.js';
import type { JobQueue } from '../jobs/job-kind.js';
import { JOB_KINDS } from '../jobs/kinds.js';
import { devMailboxHandler } from '../mail/dev-mailbox.js';
import { createStorage, type StorageConfig } from '../storage/create-storage.js';
import { graphqlUploads } from './graphql-uploads.js';
import { persistedQueries } from './persisted-queries/persisted-queries.js';
import { loadPersistedDocuments } from './persisted-queries/persisted-documents.js';
import { anonymousOperations } from './server-render/anonymous-operations.js';
import { createServerRender } from './server-render/server-render.js';
import { mediaUploadRoute } from './media-upload-route.js';
import { storageOrigins } from './storage-origins.js';
import { decideDevMailbox, type DevAidSettings } from './dev-aids.js';
import { loopbackOnly } from './loopback-only.js';
import { WriteThrottle } from './rate-limits/write-throttle.js';
import { scaledWriteLimits } from './rate-limits/write-limits.js';
import { requestLog } from './request-log.js';
import { bearerChallenge, errorAnswer, graphqlErrorAnswer } from './error-answer.js';

export type AppConfig = Pick<
  Config,
  | 'publicUrl'
  | 'webUrl'
  | 'mediaDir'
  | 'WEB_DIST'
  | 'PERSISTED_QUERIES_FILE'
  | 'SERVER_RENDER'
  | 'NODE_ENV'
  | 'TRUST_PROXY'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'GATE_PASSWORD'
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
  | 'LOGIN_MAX_FAILURES_PER_ADDRESS'
  | 'LOGIN_THROTTLE_WINDOW_MINUTES'
  | 'LOGIN_CODE_AFTER_FAILURES'
  | 'WRITE_LIMITS_SCALE'
  | 'GRAPHQL_COMPILE_AFTER'
  | 'JOBS_WORKER'
> &
  DevAidSettings &
  StorageConfig;

export interface AppOptions {
  prisma: PrismaClient;
  /** The started job queue; the app queues slow work on it and, with JOBS_WORKER=in-process, works on it. */
  jobs: JobQueue;
  config: AppConfig;
}

export interface App {
  app: Express;
  stop(): Promise<void>;
}

/** The whole HTTP surface on one Express app: /oidc/*, /graphql, /graphiql, /api/*, /media/*, /media-upload/*, /healthz, /dev/mailbox and the web app. */
export async function createApp({ prisma, jobs, config }: AppOptions): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  // Express would tag every res.send body, error answers included, and answer 304 for them; /graphql
  // tags only complete answers itself (persisted-queries/public-cache-headers.ts).
  app.disable('etag');
  app.set(
    'trust proxy',
    /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY.split(',').map((s) => s.trim()),
  );
  // After "trust proxy": a request id from a trusted proxy is kept, others are replaced.
  app.use(requestLog());
  app.use(compressAnswers());

  const production = config.NODE_ENV === 'production';
  // Stack traces help only the developer at the keyboard: `npm run dev`, never `npm start`.
  const stackTraces = config.NODE_ENV === 'development';
  app.set('env', stackTraces ? 'development' : 'production');
  const mailTransport = createMailTransport(prisma, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const mailer = queuedMailer(jobs, mailTransport);
  const identity = await createIdentity({
    prisma,
    mailer,
    publicUrl: config.publicUrl,
    webUrl: config.webUrl,
    devServer: !production,
    throttle: {
      perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowMinutes: config.LOGIN_THROTTLE_WINDOW_MINUTES,
      codeAfterFailures: config.LOGIN_CODE_AFTER_FAILURES,
    },
  });

  const betaGate = createBetaGate({
    password: config.GATE_PASSWORD,
    cookieKeys: identity.cookieKeys,
    secure: config.publicUrl.startsWith('https:'),
    resolvePrincipal: identity.resolvePrincipal,
  });

  const storage = createStorage(config);
  if (config.JOBS_WORKER === 'in-process')
    await jobs.work(JOB_KINDS, { prisma, storage: storage.objects, mail: mailTransport });
  const graphql = createGraphQLServer({
    stackTraces,
    hideSuggestions: production,
    compileAfter: config.GRAPHQL_COMPILE_AFTER,
  });
  await graphql.start();
  const writeThrottle = new WriteThrottle(prisma, scaledWriteLimits(config.WRITE_LIMITS_SCALE));
  const context = contextFactory(
    prisma,
    identity,
    storage.objects,
    mailer,
    jobs,
    { api: config.publicUrl, web: config.webUrl },
    writeThrottle,
  );

  app.get('/healthz', async (_req, res) => {
    try {
      await prisma.$queryRaw`SELECT 1`;
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', error: 'Database is not reachable' });
    }
  });

  // GraphiQL sets its own Content-Security-Policy (its page's inline script by hash); everything
  // else gets helmet's strict defaults.
  app.use('/graphiql', graphiqlRoutes());

  // The OpenID provider parses its own bodies, so it comes before any body parser. Its sign-out
  // form may land on the web app's origins (the Vite dev server in development).
  const webAppOrigins = webOrigins({ publicUrl: config.publicUrl, webUrl: config.webUrl, devServer: !production });
  const formAction = ["'self'", ...webAppOrigins];
  app.use(
    '/oidc',
    pinToPublicOrigin(config.publicUrl),
    helmet({ contentSecurityPolicy: { directives: { 'form-action': formAction, 'upgrade-insecure-requests': null } } }),
    interactionRoutes({
      provider: identity.provider,
      prisma,
      throttle: identity.throttle,
      mailer,
      webUrl: config.webUrl,
      demoSignIn: config.DEMO_SIGN_IN,
    }),
    userinfoForApiTokens({
      provider: identity.provider,
      prisma,
      issuer: identity.issuer,
      verify: identity.verifyUserinfoToken,
      webOrigins: new Set(webAppOrigins),
    }),
    identity.provider.callback(),
  );

  // Media may come from the object store's origin, and direct uploads go to it.
  const storageSources = storageOrigins(config);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', ...storageSources],
          'media-src': ["'self'", 'blob:', ...storageSources],
          'connect-src': ["'self'", ...storageSources],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.use(
    '/graphql',
    bearerChallenge(),
    betaGate.guard,
    graphqlUploads(),
    express.json({ limit: '1mb' }),
    ...persistedQueries({ file: config.PERSISTED_QUERIES_FILE, reloadOnChange: config.NODE_ENV === 'development' }),
    expressMiddleware(graphql, { context: ({ req }) => context(req) }),
    graphqlErrorAnswer(),
  );
  app.use(
    '/api',
    bearerChallenge(),
    express.json({ limit: '1mb' }),
    betaGate.guard,
    restRouter(graphql, context, featureRestRoutes, { gate: betaGate, gateThrottle: identity.throttle }),
  );

  if (mailer.kind === 'outbox' && decideDevMailbox(config).enabled)
    app.get('/dev/mailbox', loopbackOnly, devMailboxHandler(prisma));
  app.use('/dev', (_req, res) => {
    res.status(404).type('text').send('Not found.');
  });

  if (storage.objects.driver === 'local') app.use(mediaUploadRoute(storage.objects, storage.uploadGrants));
  app.use('/media', express.static(config.mediaDir, { fallthrough: false, maxAge: '1d', immutable: false }));

  // Absolute: sendFile refuses a relative path, and WEB_DIST may be given as one.
  const indexHtml = path.resolve(config.WEB_DIST, 'index.html');
  app.use(serveWebBuild(config.WEB_DIST));
  // Public pages come with their content rendered in (as an anonymous visitor); behind the beta
  // gate, and whenever the render cannot be used, the plain shell the browser renders itself.
  const serverRender =
    betaGate.enabled || config.SERVER_RENDER === 'off'
      ? null
      : await createServerRender({
          webDist: config.WEB_DIST,
          publicUrl: config.publicUrl,
          operationsFor: anonymousOperations(
            graphql,
            context,
            loadPersistedDocuments({ file: config.PERSISTED_QUERIES_FILE, reloadOnChange: false }),
          ),
        });
  app.get(/.*/, async (req, res) => {
    if (!fs.existsSync(indexHtml)) {
      res
        .status(503)
        .type('text')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    const page = await serverRender?.page(req);
    if (page) res.set('Cache-Control', 'no-cache').type('html').send(page);
    else res.sendFile(indexHtml, { headers: { 'Cache-Control': 'no-cache' } });
  });
  app.use(errorAnswer({ stackTraces }));

  return {
    app,
    stop: async () => {
      identity.stop();
      await graphql.stop();
    },
  };
}
