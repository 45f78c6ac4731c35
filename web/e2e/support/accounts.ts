import { expect, test, type APIRequestContext, type Cookie, type Page } from '@playwright/test';

/** The seeded demo accounts (README.md), one per role. */
export const SEEDED = {
  superAdmin: { email: 'superadmin@adire.example', password: 'Adire-Super-2026!', firstName: 'Folasade' },
  admin: { email: 'admin@adire.example', password: 'Adire-Admin-2026!', firstName: 'Kwesi' },
  brandAdmin: { email: 'brandadmin@adire.example', password: 'Adire-Brand-2026!', firstName: 'Temitope' },
  shopper: { email: 'shopper@adire.example', password: 'Adire-Shopper-2026!', firstName: 'Ayo' },
} as const;

/** An address no other test uses, so sign-in failures never add up on one account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@journeys.adire.example`;
}

/** The path and query of the newest link to `pathname` in mail to `email` (the development mailbox). */
export async function mailedLink(request: APIRequestContext, email: string, pathname: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(async () => {
      const html = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
      const href = new RegExp(`href="([^"]*${pathname.replace(/[/]/g, '\\/')}\\?token=[^"]+)"`).exec(html)?.[1];
      found = href ? href.replace(/&#38;/g, '&') : null;
      return found;
    })
    .not.toBeNull();
  const url = new URL(found!);
  return url.pathname + url.search;
}

/** The newest sign-in code mailed to `email` (the development mailbox lists the newest mail first). */
export async function mailedSignInCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const html = await (await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
      code = /Your Adire sign-in code<\/strong>[\s\S]*?\n(\d{6})\n/.exec(html)?.[1] ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/**
 * A wrong password for `email` sent as if from `address` (the server trusts X-Forwarded-For from this
 * machine), through the provider's sign-in steps as the login page takes them.
 */
export async function failSignInFrom(request: APIRequestContext, email: string, address: string): Promise<void> {
  const authorize = new URLSearchParams({
    client_id: 'adire-web',
    response_type: 'code',
    redirect_uri: `${test.info().project.use.baseURL}/auth/callback`,
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'journey',
  });
  const atLogin = await request.get(`/oidc/auth?${authorize}`, { headers: { accept: 'text/html' } });
  const uid = new URL(atLogin.url()).searchParams.get('interaction');
  expect(uid, atLogin.url()).toBeTruthy();
  const login = await request.post(`/oidc/interaction/${uid}/login`, {
    headers: { 'x-forwarded-for': address },
    data: { email, password: 'Not-The-Password-1' },
  });
  expect(login.status()).toBe(401);
}

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

/** A confirmed account made through the API (for journeys that are not about signing up). */
export async function createConfirmedAccount(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  await graphql(request, 'mutation ($input: SignUpInput!) { signUp(input: $input) { message } }', {
    input: { email, password, confirmPassword: password },
  });
  const link = await mailedLink(request, email, '/confirm-email');
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  await graphql(request, 'mutation ($input: ConfirmEmailInput!) { confirmEmail(input: $input) { email } }', {
    input: { token },
  });
}

/** Fills in the login form the provider sends the browser to, and submits it. */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/login\?interaction=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the login form from /login?redirect=... and waits until the browser arrives at `redirect`. */
export async function signInThroughForm(
  page: Page,
  account: { email: string; password: string },
  redirect = '/profile',
): Promise<void> {
  await page.goto(`/login?redirect=${redirect}`);
  await submitLoginForm(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
  await expectAt(page, redirect);
}

/**
 * Signs in and opens `redirect`. A seeded account signs in through the form once per worker and
 * its session is handed to every later journey of that worker (its provider cookies and the tokens
 * the web client keeps in sessionStorage); other accounts always use the form.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  redirect = '/profile',
): Promise<void> {
  if (!isSeeded(account)) return signInThroughForm(page, account, redirect);
  // A light page of this context's server first: its origin names the server, and sessionStorage is per origin.
  await page.goto('/healthz');
  const key = sessionKey(page, account);
  await restoreSession(page, await seededSession(page, account, key));
  // A renewal rotates the refresh token; the saved copy would then be a spent one, so it goes.
  page.on('request', (request) => {
    if (request.url().endsWith('/oidc/token') && request.postData()?.includes('grant_type=refresh_token'))
      savedSessions.delete(key);
  });
  await page.goto(redirect);
  await expectAt(page, redirect);
}

async function expectAt(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
}

const isSeeded = (account: { email: string }) => Object.values(SEEDED).some((s) => s.email === account.email);

interface SavedSession {
  cookies: Cookie[];
  sessionStorage: Record<string, string>;
  /** When the access token runs out (ms); a session is signed in again well before. */
  expiresAt: number;
}

/** Keyed by server and address: each server (the main one, the S3 one) signs its own tokens. */
const savedSessions = new Map<string, SavedSession>();
/** A saved session is used only while its access token has this long left (a journey's length, with room). */
const REUSE_MARGIN_MS = 5 * 60_000;

const sessionKey = (page: Page, account: { email: string }) => `${new URL(page.url()).origin} ${account.email}`;

async function seededSession(
  page: Page,
  account: { email: string; password: string },
  key: string,
): Promise<SavedSession> {
  const saved = savedSessions.get(key);
  if (saved && saved.expiresAt - Date.now() > REUSE_MARGIN_MS) return saved;
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  try {
    const signer = await context.newPage();
    await signInThroughForm(signer, account);
    const session = await signer.evaluate(() => ({ ...sessionStorage }) as Record<string, string>);
    const user = Object.entries(session).find(([key]) => key.startsWith('oidc.user:'));
    if (!user) throw new Error(`No signed-in user in sessionStorage after ${account.email} signed in`);
    const expiresAt = (JSON.parse(user[1]) as { expires_at: number }).expires_at * 1000;
    const fresh = { cookies: await context.cookies(), sessionStorage: session, expiresAt };
    savedSessions.set(key, fresh);
    return fresh;
  } finally {
    await context.close();
  }
}

/** Puts a saved session into the page's browser context: cookies, then the open tab's sessionStorage (same origin). */
async function restoreSession(page: Page, session: SavedSession): Promise<void> {
  await page.context().addCookies(session.cookies);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, session.sessionStorage);
}
