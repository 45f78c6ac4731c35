import type { Page, Request, Route } from '@playwright/test';

/** For `page.route` and request listeners: the API's GraphQL endpoint, with or without a query string. */
export const isGraphQLUrl = (url: URL | string): boolean =>
  new URL(url.toString(), 'http://localhost').pathname === '/graphql';

/** What the app sent to /graphql: queries go by GET (in the address), mutations by POST (JSON body). */
export interface SentOperation {
  operationName?: string;
  id?: string;
  variables?: Record<string, unknown>;
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The operation a browser request to /graphql carries, if it is one. */
export function sentOperation(request: Request): SentOperation | undefined {
  if (!isGraphQLUrl(request.url())) return undefined;
  if (request.method() === 'GET') {
    const params = new URL(request.url()).searchParams;
    return {
      operationName: params.get('operationName') ?? undefined,
      id: params.get('id') ?? undefined,
      variables: (parseJson(params.get('variables')) as Record<string, unknown> | undefined) ?? {},
    };
  }
  if (request.method() !== 'POST') return undefined;
  const body = parseJson(request.postData());
  return body && typeof body === 'object' ? (body as SentOperation) : undefined;
}

/**
 * The server's full answer to an intercepted request, for a test to rewrite: without the
 * If-None-Match the app adds to signed-in queries it answered before, which would bring a
 * body-less 304.
 */
export function fetchInFull(route: Route) {
  const { 'if-none-match': _conditional, ...headers } = route.request().headers();
  return route.fetch({ headers });
}

/** The operation name a browser request to /graphql carries, if any. */
export function operationNameOf(request: Request): string | undefined {
  return sentOperation(request)?.operationName ?? undefined;
}

interface Answer {
  status?: number;
  body: unknown;
}

/** A GraphQL answer that fails the operation (an `errors` list, as the API sends it). */
export const failure = (message = 'The server is resting.'): Answer => ({
  status: 500,
  body: { errors: [{ message }] },
});

/**
 * Answers every request for `operationName` with `answer` while `active()` is true; every other
 * operation (and this one once `active()` turns false) reaches the server.
 */
export async function answerOperation(
  page: Page,
  operationName: string,
  answer: Answer,
  active: () => boolean = () => true,
): Promise<void> {
  await page.route(isGraphQLUrl, (route: Route) => {
    if (operationNameOf(route.request()) !== operationName || !active()) return route.fallback();
    return route.fulfill({
      status: answer.status ?? 200,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    });
  });
}

/**
 * Holds every request for `operationName` until `release()` is called; then the held requests
 * and any later ones go on to the server.
 */
export async function holdOperation(
  page: Page,
  operationName: string,
): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(isGraphQLUrl, async (route: Route) => {
    if (operationNameOf(route.request()) !== operationName) return route.fallback();
    held += 1;
    await released;
    // The page may have moved on (or closed) while the request was held.
    await route.fallback().catch(() => undefined);
  });
  return { release, held: () => held };
}
