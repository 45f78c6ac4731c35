import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf } from './support/accessToken';
import { mailedLink, SEEDED, signIn } from './support/accounts';
import { answerOperation, holdOperation, operationNameOf } from './support/graphqlRoutes';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';
import { shoot } from './support/reviewShots';

const SUBSCRIPTIONS = '/studio/subscriptions';
const LIST_QUERY = 'SubscriberResultsQuery';
/**
 * API calls made between browser steps may sit idle past the server's keep-alive time; a pooled
 * socket the server is just closing would reset the next call, so these calls do not reuse one.
 */
const FRESH_CONNECTION = { connection: 'close' };

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const rowOf = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });

/** The rows on screen are exactly these subscribers, in this order (a row header holds the address and the name). */
async function expectRows(page: Page, emails: string[]): Promise<void> {
  const headers = page.getByRole('rowheader');
  await expect(headers).toHaveCount(emails.length);
  await expect(headers).toContainText(emails);
}

/** Stops the page's installed clock a second ahead of its present time. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

async function subscribe(request: APIRequestContext, email: string, source: string, firstName = 'Journey') {
  const response = await request.post('/api/newsletter/subscribe', {
    data: { email, firstName, source },
    headers: FRESH_CONNECTION,
  });
  expect(response.status()).toBe(200);
}

interface RestSubscriber {
  id: string;
  email: string;
  subscription_status: string;
  source: string;
}

/** Every subscriber through the REST list, a page of 100 at a time, as the super admin. */
async function allSubscribers(request: APIRequestContext, token: string, query = ''): Promise<RestSubscriber[]> {
  const rows: RestSubscriber[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/studio/newsletter/subscribers?limit=100&page=${page}${query}`, {
      headers: { authorization: `Bearer ${token}`, ...FRESH_CONNECTION },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { subscribers: RestSubscriber[]; total: number };
    rows.push(...body.subscribers);
    if (rows.length >= body.total || body.subscribers.length === 0) return rows;
  }
}

test.describe('Studio newsletter subscriptions', () => {
  test('a super admin searches and filters, unsubscribes and reactivates a subscriber', async ({ page, request }) => {
    const tag = stamp();
    const ada = `ada-${tag}@journeys.adire.example`;
    const kofi = `kofi-${tag}@journeys.adire.example`;
    await subscribe(request, ada, 'contact_form', 'Ada');
    await subscribe(request, kofi, 'manual_import', 'Kofi');

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, SEEDED.superAdmin, SUBSCRIPTIONS);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscriptions' })).toBeVisible();
    const figures = page.getByRole('region', { name: 'Subscriber figures' });
    await expect(figures.getByRole('group', { name: 'Total Subscribers' })).not.toContainText('—');
    await expect(figures.getByRole('group', { name: 'Growth' })).toContainText('%');
    await expect(page.getByRole('rowheader').first()).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ subscribers$/).first()).toBeVisible();
    await shoot(page, 'subscriptions-1280');
    await expectNoSeriousViolations(page, 'subscriptions list');

    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));
    await expectRows(page, [kofi, ada]);

    await page.getByLabel('Source').selectOption('manual_import');
    await expect(page).toHaveURL(/source=manual_import/);
    await expectRows(page, [kofi]);
    await page.getByLabel('Source').selectOption('');
    await expectRows(page, [kofi, ada]);

    await rowOf(page, ada)
      .getByRole('button', { name: `Unsubscribe ${ada}` })
      .click();
    await expect(toast(page, 'Subscription status updated successfully')).toBeVisible();
    await expect(rowOf(page, ada)).toContainText('Unsubscribed');

    await page.getByLabel('Status').selectOption('unsubscribed');
    await expect(page).toHaveURL(/status=unsubscribed/);
    await expectRows(page, [ada]);
    // Filters survive a reload: they live in the URL.
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('unsubscribed');
    await expectRows(page, [ada]);

    await rowOf(page, ada)
      .getByRole('button', { name: `Reactivate ${ada}` })
      .click();
    await expect(toast(page, 'Subscription status updated successfully')).toBeVisible();
    await expect(rowOf(page, ada)).toContainText('Active');
    const stored = await allSubscribers(request, await accessTokenOf(page), `&search=${tag}`);
    expect(stored.find((s) => s.email === ada)?.subscription_status).toBe('active');

    await page.getByLabel('Status').selectOption('pending');
    await expect(page.getByRole('heading', { name: 'No subscribers match' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/studio\/subscriptions$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await expectRows(page, [kofi, ada]);
    await expectNoHorizontalOverflow(page, 'subscriptions at 390 px');
    await shoot(page, 'subscriptions-390');
    await expectNoSeriousViolations(page, 'subscriptions at 390 px');
  });

  test('the export downloads every subscriber as a dated CSV that matches the list', async ({ page, request }) => {
    await subscribe(request, `export-${stamp()}@journeys.adire.example`, 'website', '=HYPERLINK("x")');
    await signIn(page, SEEDED.superAdmin, SUBSCRIPTIONS);
    await expect(page.getByRole('rowheader').first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    await expect(toast(page, 'Subscribers exported successfully')).toBeVisible();
    expect(download.suggestedFilename()).toBe(`newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);

    const rows = parse(fs.readFileSync((await download.path())!), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    const listed = await allSubscribers(request, await accessTokenOf(page));
    expect(rows.map((r) => r.id)).toEqual(listed.map((s) => s.id));
    expect(rows.map((r) => [r.email, r.subscription_status, r.source])).toEqual(
      listed.map((s) => [s.email, s.subscription_status, s.source]),
    );
    expect(rows.some((r) => r.first_name === `'=HYPERLINK("x")`)).toBe(true);
  });

  test('a brand admin sees Access Denied', async ({ page }) => {
    await signIn(page, SEEDED.brandAdmin, SUBSCRIPTIONS);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Only super admins can access this page.' })).toBeVisible();
    await expect(toast(page, 'Access denied. Only super admins can view newsletter subscriptions.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'access denied');
    await shoot(page, 'access-denied-1280');
  });

  test('a subscriber leaves with one click from the link in the welcome mail', async ({ page, request }) => {
    const email = `leaving-${stamp()}@journeys.adire.example`;
    await subscribe(request, email, 'website');
    const link = await mailedLink(request, email, '/unsubscribe');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
    await expectNoSeriousViolations(page, 'unsubscribe page');
    await expectNoHorizontalOverflow(page, 'unsubscribe page at 390 px');
    await shoot(page, 'unsubscribe-390');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByText('You have been unsubscribed from the Adire newsletter.')).toBeVisible();
    await expectNoHorizontalOverflow(page, 'unsubscribed at 390 px');
    await expectNoSeriousViolations(page, 'unsubscribed');
    await shoot(page, 'unsubscribed-390');

    // Following the link again is harmless and says so.
    await page.goto(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('This address was already unsubscribed from the Adire newsletter.')).toBeVisible();

    await page.goto(link.replace(/token=[^&]+/, 'token=forged_token'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toContainText('This unsubscribe link is not valid.');

    await signIn(page, SEEDED.superAdmin, SUBSCRIPTIONS);
    const [stored] = await allSubscribers(request, await accessTokenOf(page), `&search=${encodeURIComponent(email)}`);
    expect(stored?.subscription_status).toBe('unsubscribed');
  });
});

test.describe('Studio newsletter fetch policy', () => {
  test.use({ serviceWorkers: 'block' });

  test('tries the list 4 times with 1, 2 and 4 s between, then says why', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, '/studio');
    let attempts = 0;
    let failures = 0;
    page.on('request', (req) => {
      if (operationNameOf(req) === LIST_QUERY) attempts += 1;
    });
    page.on('requestfinished', (req) => {
      if (operationNameOf(req) === LIST_QUERY) failures += 1;
    });
    /** Waits until the page has had the failed answer long enough to schedule its next try. */
    const failed = async (count: number) => {
      await expect.poll(() => failures).toBe(count);
      await page.waitForTimeout(300);
    };
    await answerOperation(page, LIST_QUERY, { status: 500, body: { errors: [{ message: 'The server is resting.' }] } });
    await page.clock.install();
    // The page's time moves only when the test says so, from before the first try.
    await pauseClock(page);
    await page.goto(SUBSCRIPTIONS);
    await failed(1);
    await page.clock.runFor(999);
    expect(attempts).toBe(1);
    await page.clock.runFor(1);
    await failed(2);
    await page.clock.runFor(1999);
    expect(attempts).toBe(2);
    await page.clock.runFor(1);
    await failed(3);
    await page.clock.runFor(3999);
    expect(attempts).toBe(3);
    await page.clock.runFor(1);
    await failed(4);
    await expect(toast(page, 'Failed to fetch subscribers: The server is resting.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'The subscribers could not be loaded.' })).toBeVisible();
    await page.clock.runFor(20_000);
    expect(attempts).toBe(4);
  });

  test('shows the loading time-out after 30 s', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, '/studio');
    const held = await holdOperation(page, LIST_QUERY);
    await page.clock.install();
    // The page's time moves only when the test says so, from before the request.
    await pauseClock(page);
    await page.goto(SUBSCRIPTIONS);
    await expect.poll(() => held.held()).toBe(1);
    await page.clock.runFor(29_000);
    await expect(page.getByText('Loading timeout - please try refreshing the page')).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(page.getByText('Loading timeout - please try refreshing the page')).toBeVisible();
    held.release();
  });

  test('a refusal of the list reloads the page once', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, '/studio');
    await answerOperation(page, LIST_QUERY, {
      body: { errors: [{ message: 'Access denied.', extensions: { code: 'FORBIDDEN' } }] },
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(SUBSCRIPTIONS);
    await expect.poll(() => loads).toBe(2);
    // Refused again straight after the reload: no reload loop, the failure is shown.
    await expect(toast(page, 'Failed to fetch subscribers: Access denied.')).toBeVisible();
    expect(loads).toBe(2);
  });
});
