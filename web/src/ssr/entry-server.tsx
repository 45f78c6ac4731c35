import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import type { GraphQLResponse } from 'relay-runtime';
import { ServerStyleSheet } from 'styled-components';
import { createEnvironment, renderEnvironmentContext } from '../relay/environment';
import { GraphQLRequestError, type GraphQLErrorEntry } from '../relay/GraphQLRequestError';
import { appRoutes } from '../router';
import { AppProviders } from './AppProviders';
import { answerKey, serializeServerAnswers, type ServerAnswer } from './serverAnswers';
import { setServerOrigin } from './siteOrigin';
import { splitHoisted } from './hoistedHead';

/** Runs one persisted query as an anonymous caller, in the API's process. */
export type ExecuteOperation = (operation: {
  id: string;
  operationName: string;
  variables: Record<string, unknown>;
}) => Promise<{ data?: unknown; errors?: readonly GraphQLErrorEntry[] }>;

export interface RenderedPage {
  /** The app's markup, for inside #root. */
  html: string;
  /**
   * The page's <title> and the preloads React hoisted out of the markup (its largest image), for the
   * top of the head: there the browser asks for them before the scripts.
   */
  headStart: string;
  /** The styles the markup needs, for the head. */
  head: string;
  /** The query answers, as the text of a `<script type="application/json">` element. */
  answers: string;
}

/** The public pages rendered on the server (each checked to hydrate cleanly); any other path gets the plain shell. */
const RENDERED_PATHS = [
  '/',
  '/directory',
  '/brand/:id',
  '/product/:productId',
  '/collections',
  '/collection/:id',
  '/tailors',
  '/tailored',
  '/tailor/:id',
];

const handler = createStaticHandler(appRoutes);

function rendersOnServer(pathname: string): boolean {
  return RENDERED_PATHS.some((path) => matchRoutes([{ path }], pathname) !== null);
}

/**
 * Renders a public page with its data as an anonymous visitor (`url` on the site's public origin),
 * or returns null when the page is
 * not one rendered here, its loaders failed, or `signal` aborted meanwhile (the caller then sends
 * the plain shell). Throws what the render throws.
 */
export async function render(url: URL, execute: ExecuteOperation, signal?: AbortSignal): Promise<RenderedPage | null> {
  if (!rendersOnServer(url.pathname)) return null;
  setServerOrigin(url.origin);

  const answers: ServerAnswer[] = [];
  let failed = false;
  const environment = createEnvironment(async (operation, variables) => {
    try {
      if (!operation.id) throw new Error(`The operation ${operation.name} has no persisted id.`);
      const body = await execute({ id: operation.id, operationName: operation.name, variables });
      if (body.errors?.length) throw new GraphQLRequestError(body.errors);
      if (body.data == null) throw new Error(`The operation ${operation.name} answered no data.`);
      const response = { data: body.data } as GraphQLResponse;
      answers.push({ key: answerKey(operation, variables), response });
      return response;
    } catch (error) {
      failed = true;
      throw error;
    }
  });

  const requestContext = new RouterContextProvider();
  requestContext.set(renderEnvironmentContext, environment);
  const context = await handler.query(new Request(url, { signal }), { requestContext });
  // A redirect, a failed loader or a query that failed (a page that is not found, say): the
  // browser shows those as it always does.
  if (context instanceof Response || context.errors || failed || signal?.aborted) return null;

  const sheet = new ServerStyleSheet();
  try {
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = sheet.collectStyles(
      <AppProviders environment={environment}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    // Waits for every Suspense boundary, so queries that components load themselves are in the
    // page too; a boundary that fails would be left to the browser with its error in the markup.
    let boundaryFailed = false;
    const { prelude } = await prerenderToNodeStream(app, {
      signal,
      // React sends a large boundary that finished late (a page whose components load their own
      // query) after the rest, behind an inline script that the CSP refuses and a visitor without
      // JavaScript never runs: every boundary is written in place instead.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => {
        boundaryFailed = true;
      },
    });
    const markup = await text(prelude);
    if (boundaryFailed || failed || signal?.aborted || leftForLater(markup)) return null;
    const { hoisted, html } = splitHoisted(markup);
    return { html, headStart: hoisted, head: sheet.getStyleTags(), answers: serializeServerAnswers(answers) };
  } finally {
    sheet.seal();
  }
}

/** React's mark of a boundary left for later: its content would arrive with an inline script. */
function leftForLater(markup: string): boolean {
  return markup.includes('<!--$?-->');
}

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}
