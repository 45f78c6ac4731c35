import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { expressMiddleware } from '@as-integrations/express5';
import type { PrismaClient } from '../generated/prisma/client.js';
import { contextFactory } from './context.js';
import { createGraphQLServer } from './graphql-server.js';
import { graphiqlHandler } from './graphiql.js';
import { restRouter } from '../rest/router.js';

export interface AppOptions {
  prisma: PrismaClient;
  mediaDir: string;
  webDist: string;
}

export interface App {
  app: Express;
  stop(): Promise<void>;
}

/** The whole HTTP surface on one Express app: /graphql, /graphiql, /api/*, /media/*, /healthz and the web app. */
export async function createApp(opts: AppOptions): Promise<App> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  const graphql = createGraphQLServer();
  await graphql.start();
  const context = contextFactory(opts.prisma);

  app.get('/healthz', async (_req, res) => {
    try {
      await opts.prisma.$queryRaw`SELECT 1`;
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', error: 'Database is not reachable' });
    }
  });

  // GraphiQL needs inline scripts and styles; everything else gets helmet's strict defaults.
  app.get('/graphiql', helmet({ contentSecurityPolicy: false }), graphiqlHandler());
  app.use(helmet({ contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'media-src': ["'self'", 'blob:'], 'upgrade-insecure-requests': null } }, crossOriginEmbedderPolicy: false }));

  app.use('/graphql', express.json({ limit: '1mb' }), expressMiddleware(graphql, { context: ({ req }) => context(req) }));
  app.use('/api', express.json({ limit: '1mb' }), restRouter(graphql, context));

  app.use('/media', express.static(opts.mediaDir, { fallthrough: false, maxAge: '1d', immutable: false }));

  const indexHtml = path.join(opts.webDist, 'index.html');
  app.use(express.static(opts.webDist, { index: false, maxAge: '1h' }));
  app.get(/.*/, (req, res) => {
    if (!fs.existsSync(indexHtml)) {
      res.status(503).type('text').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.sendFile(indexHtml, { headers: { 'Cache-Control': 'no-cache' } });
  });

  return { app, stop: () => graphql.stop() };
}
