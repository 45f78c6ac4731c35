import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The signed-in page's access token, read from where the web app keeps its OpenID session. */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key?.startsWith('oidc.user:'))
          return (JSON.parse(storage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? null;
      }
    }
    return null;
  });
  expect(token, 'a signed-in session').toBeTruthy();
  return token!;
}

/** Runs a GraphQL query with a bearer token and returns its data (failing the test on errors). */
export async function graphqlAs<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}
