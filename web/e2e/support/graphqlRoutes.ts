import type { Page, Request, Route } from '@playwright/test';

/** The operation name a browser request to /graphql carries in its JSON body, if any. */
export function operationNameOf(request: Request): string | undefined {
  if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return undefined;
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? undefined;
  } catch {
    return undefined;
  }
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
  await page.route('**/graphql', (route: Route) => {
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
  await page.route('**/graphql', async (route: Route) => {
    if (operationNameOf(route.request()) !== operationName) return route.fallback();
    held += 1;
    await released;
    // The page may have moved on (or closed) while the request was held.
    await route.fallback().catch(() => undefined);
  });
  return { release, held: () => held };
}
