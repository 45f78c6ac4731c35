import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { Router } from 'express';
import { memoryAsset } from './static-web/memory-asset.js';

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
 * one 9 MB page with its bundle, styles and icon inline; they are lifted out into content-named
 * files under /graphiql/assets/ (cached for a year, compressed once); the page keeps only the call
 * that renders GraphiQL with its settings, so it is about a kilobyte and a second visit fetches
 * nothing else.
 */
export function graphiqlRoutes(): Router {
  const rendered = renderGraphiQL({
    endpoint: '/graphql',
    title: 'Adire GraphQL API',
    defaultQuery: EXAMPLE,
    headers: JSON.stringify({ 'apollo-require-preflight': 'true' }),
  } as never);
  const { html, assets } = liftAssets(rendered);

  const router = Router();
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });
  for (const asset of assets) router.get(asset.url.slice('/graphiql'.length), asset.handler);
  router.use('/assets', (_req, res) => {
    res.status(404).type('text').send('Not found.');
  });
  return router;
}

/** Moves the inline styles, the library's script and the data-URI icon into memory assets. */
function liftAssets(page: string) {
  const assets = [];
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
    const js = memoryAsset(ASSETS, 'js', script[1]!.slice(0, start));
    assets.push(js);
    const render = script[1]!.slice(start);
    html = html.replace(script[0], () => `<script src="${js.url}"></script>\n<script>${render}</script>`);
  }
  const icon = /<link rel="icon" href="data:image\/x-icon;base64,([^"]*)"/.exec(html);
  if (icon) {
    const ico = memoryAsset(ASSETS, 'ico', Buffer.from(icon[1]!, 'base64'));
    assets.push(ico);
    html = html.replace(icon[0], () => `<link rel="icon" href="${ico.url}"`);
  }
  return { html, assets };
}
