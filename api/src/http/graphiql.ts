import { createHash } from 'node:crypto';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { Router } from 'express';
import helmet from 'helmet';
import { memoryAsset, type MemoryAsset } from './static-web/memory-asset.js';

const EXAMPLE = `# Adire public API. Try paging through the directory:
query Directory($after: String) {
  brands(first: 5, after: $after, filter: { category: "ready-to-wear" }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id name city rating isVerified } }
  }
}
`;

const ASSETS = '/graphiql/assets';
const RENDER_CALL = 'YogaGraphiQL.renderYogaGraphiQL(';

/**
 * A self-contained GraphiQL (no CDN), pointed at /graphql, mounted at /graphiql. The package renders
 * one 9 MB page with its bundle, styles, editor workers and icon inline; they are lifted out into
 * content-named files under /graphiql/assets/ (cached for a year, compressed once); the page keeps
 * only the call that renders GraphiQL with its settings, so it is about a kilobyte and a second
 * visit fetches nothing else. Its Content-Security-Policy allows that one inline script by its hash.
 */
export function graphiqlRoutes(): Router {
  const rendered = renderGraphiQL({
    endpoint: '/graphql',
    title: 'Adire GraphQL API',
    defaultQuery: EXAMPLE,
    headers: JSON.stringify({ 'apollo-require-preflight': 'true' }),
  } as never);
  const { html, assets, inlineScripts } = liftAssets(rendered);

  const router = Router();
  router.use(helmet({ contentSecurityPolicy: { useDefaults: false, directives: graphiqlPolicy(inlineScripts) } }));
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });
  for (const asset of assets) router.get(asset.url.slice('/graphiql'.length), asset.handler);
  router.use('/assets', (_req, res) => {
    res.status(404).type('text').send('Not found.');
  });
  return router;
}

/**
 * Nothing from other hosts, no eval, no plugins, no framing, and no inline script but the page's
 * own render call (by its hash). Styles may be inline: the editor (Monaco) writes its theme and
 * layout into style elements and attributes as it runs, which no hash or nonce can name ahead.
 */
function graphiqlPolicy(inlineScripts: readonly string[]) {
  const hashes = inlineScripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...hashes],
    'worker-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
  };
}

/** A JavaScript string literal as the package writes it (double-quoted, JSON escapes). */
const WORKER_SOURCE = /prepareBlob\(("(?:[^"\\]|\\.)*")\)/g;

/**
 * Moves the inline styles, the library's script, the editor's workers and the data-URI icon into
 * memory assets. The package makes each worker a blob: URL from its source text; here each is a
 * file of its own, so workers load from this origin like every other script.
 */
function liftAssets(page: string) {
  const assets: MemoryAsset[] = [];
  const inlineScripts: string[] = [];
  let html = page;

  const style = /<style>([\s\S]*?)<\/style>/.exec(html);
  if (style) {
    const css = memoryAsset(ASSETS, 'css', style[1]!);
    assets.push(css);
    html = html.replace(style[0], () => `<link rel="stylesheet" href="${css.url}" />`);
  }
  // One inline script: the library, then the call that renders it with this page's settings.
  const script = /<script>([\s\S]*?)<\/script>/.exec(html);
  const start = script?.[1]!.lastIndexOf(RENDER_CALL) ?? -1;
  if (script && start > 0) {
    const library = script[1]!.slice(0, start).replace(WORKER_SOURCE, (_call, literal: string) => {
      const worker = memoryAsset(ASSETS, 'js', JSON.parse(literal) as string);
      assets.push(worker);
      return JSON.stringify(worker.url);
    });
    const js = memoryAsset(ASSETS, 'js', library);
    assets.push(js);
    const render = script[1]!.slice(start);
    inlineScripts.push(render);
    html = html.replace(script[0], () => `<script src="${js.url}"></script>\n<script>${render}</script>`);
  }
  const icon = /<link rel="icon" href="data:image\/x-icon;base64,([^"]*)"/.exec(html);
  if (icon) {
    const ico = memoryAsset(ASSETS, 'ico', Buffer.from(icon[1]!, 'base64'));
    assets.push(ico);
    html = html.replace(icon[0], () => `<link rel="icon" href="${ico.url}"`);
  }
  return { html, assets, inlineScripts };
}
