import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEEDED, signIn } from './support/accounts';

/*
 * Every screen of the public site and the account pages, checked by axe against WCAG 2.1 A and AA.
 * A screen fails on any serious or critical violation; lesser ones are printed so they stay visible.
 */

interface SeededIds {
  brand: string;
  collection: string;
  product: string;
  tailor: string;
}

const SEEDED_IDS = `{
  brands(first: 1) { edges { node { databaseId } } }
  collections(first: 1) { edges { node { databaseId } } }
  products(first: 1) { edges { node { databaseId } } }
  tailors(first: 1) { edges { node { databaseId } } }
}`;

type Connection = { edges: { node: { databaseId: string } }[] };

async function seededIds(request: APIRequestContext): Promise<SeededIds> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: SEEDED_IDS },
  });
  const { data } = (await response.json()) as {
    data: Record<keyof SeededIds | 'brands' | 'collections' | 'products' | 'tailors', Connection>;
  };
  const first = (connection: Connection) => connection.edges[0]!.node.databaseId;
  return {
    brand: first(data.brands),
    collection: first(data.collections),
    product: first(data.products),
    tailor: first(data.tailors),
  };
}

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

async function expectNoSeriousViolations(page: Page, screen: string): Promise<void> {
  // Animations settle first, so contrast is measured on what the user ends up seeing.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const describe = (violations: typeof results.violations) =>
    violations.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n    ')}`,
    );
  // AXE_SUMMARY names a file that collects one line per screen, for reports.
  if (process.env.AXE_SUMMARY) {
    const counts = Object.fromEntries(
      ['critical', 'serious', 'moderate', 'minor'].map((impact) => [
        impact,
        results.violations.filter((v) => v.impact === impact).length,
      ]),
    );
    fs.appendFileSync(
      process.env.AXE_SUMMARY,
      `${JSON.stringify({ screen, passes: results.passes.length, ...counts, rules: results.violations.map((v) => v.id) })}\n`,
    );
  }
  const minor = results.violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ''));
  if (minor.length > 0) console.log(`[axe] ${screen}: ${describe(minor).join('\n')}`);
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  expect(describe(blocking), `${screen}: serious or critical axe violations`).toEqual([]);
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(path);
  await ready(page);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};
const anyHeading = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
};

test.describe('Accessibility (axe, WCAG 2.1 AA): no serious or critical violations', () => {
  let ids: SeededIds;
  test.beforeAll(async ({ request }) => {
    ids = await seededIds(request);
  });

  const staticScreens: [string, string, (page: Page) => Promise<void>][] = [
    [
      'home',
      '/',
      async (page) => expect(page.getByRole('heading', { name: 'What are you dressing for?' })).toBeVisible(),
    ],
    ['about', '/about', anyHeading],
    ['how it works', '/how-it-works', anyHeading],
    ['animation demo', '/animation-demo', anyHeading],
    ['directory', '/directory', async (page) => expect(page.getByText(/Showing \d+ brands/)).toBeVisible()],
    [
      'directory, empty state',
      '/directory?occasion=Nowhere',
      async (page) => expect(page.getByText('No designers found matching your criteria.')).toBeVisible(),
    ],
    ['collections', '/collections', anyHeading],
    ['tailors', '/tailors', heading('Our Designers')],
    ['tailors landing', '/tailored', anyHeading],
    [
      'tailor detail, invalid id',
      '/tailor/not-an-id',
      async (page) => expect(page.getByText('Invalid tailor ID')).toBeVisible(),
    ],
    ['contact', '/contact', anyHeading],
    ['faq', '/faq', anyHeading],
    ['join', '/join', anyHeading],
    ['terms of service', '/terms-of-service', anyHeading],
    ['privacy policy', '/privacy-policy', anyHeading],
    ['offline', '/offline', anyHeading],
    ['password gate', '/password-gate', anyHeading],
    [
      'login',
      '/login',
      // /login first goes to the provider and comes back with its interaction; axe checks the form it shows.
      async (page) => {
        await expect(page).toHaveURL(/\/login\?interaction=/);
        await expect(page.getByLabel('Email')).toBeVisible();
      },
    ],
    ['sign-up', '/signup', anyHeading],
    ['forgot password', '/forgot-password', anyHeading],
    ['reset password, invalid link', '/reset-password?token=nope', anyHeading],
    ['not found', '/no-such-page', anyHeading],
    [
      'favourites, signed out (sign-in prompt)',
      '/favourites',
      async (page) => expect(page.getByRole('dialog', { name: 'Sign In Required' })).toBeVisible(),
    ],
  ];

  for (const [screen, path, ready] of staticScreens) {
    test(screen, async ({ page }) => {
      await visit(page, path, ready);
      await expectNoSeriousViolations(page, screen);
    });
  }

  test('brand profile, products open and review prompt', async ({ page }) => {
    await visit(page, `/brand/${ids.brand}`, anyHeading);
    await expectNoSeriousViolations(page, 'brand profile');
    const toggle = page.getByRole('button', { name: 'View All Products' });
    if (await toggle.isVisible()) await toggle.click();
    await page.getByRole('button', { name: /^(Write a Review|Edit Your Review)$/ }).click();
    await expectNoSeriousViolations(page, 'brand profile, products and review prompt');
  });

  test('contact form showing its validation errors', async ({ page }) => {
    await visit(page, '/contact', anyHeading);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expectNoSeriousViolations(page, 'contact, validation errors');
  });

  test('brand not found', async ({ page }) => {
    await visit(page, '/brand/00000000-0000-0000-0000-000000000000', heading('Brand Not Found'));
    await expectNoSeriousViolations(page, 'brand not found');
  });

  test('collection detail', async ({ page }) => {
    await visit(page, `/collection/${ids.collection}`, anyHeading);
    await expect(page.getByRole('heading', { name: 'Products in This Collection' })).toBeVisible();
    await expectNoSeriousViolations(page, 'collection detail');
  });

  test('collections with filters open, then products mode', async ({ page }) => {
    await visit(page, '/collections', anyHeading);
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
    await expectNoSeriousViolations(page, 'collections, filters open');
    await page.getByRole('button', { name: 'View All Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expectNoSeriousViolations(page, 'collections, products mode');
  });

  test('directory, list layout', async ({ page }) => {
    await visit(page, '/directory', async (p) => expect(p.getByText(/Showing \d+ brands/)).toBeVisible());
    await page.getByRole('button', { name: /list/i }).first().click();
    await expectNoSeriousViolations(page, 'directory, list layout');
  });

  test('tailor detail', async ({ page }) => {
    await visit(page, `/tailor/${ids.tailor}`, anyHeading);
    await expectNoSeriousViolations(page, 'tailor detail');
  });

  test('product detail and the sign-in prompt for orders', async ({ page }) => {
    await visit(page, `/product/${ids.product}`, anyHeading);
    await expectNoSeriousViolations(page, 'product detail');
    await page
      .getByRole('button', { name: /custom order/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'order sign-in prompt');
  });

  test('site shell: search modal and mobile menu', async ({ page }) => {
    await visit(page, '/about', anyHeading);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('combobox', { name: 'Search brands and pages' }).fill('zzzzqqq');
    await expect(page.getByText("No results found for 'zzzzqqq'")).toBeVisible();
    await expectNoSeriousViolations(page, 'search modal, empty state');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'mobile menu');
  });

  test('signed in: profile, favourites, custom order and brand request', async ({ page }) => {
    await signIn(page, SEEDED.shopper);
    await expectNoSeriousViolations(page, 'auth success');
    await visit(page, '/profile', anyHeading);
    await expectNoSeriousViolations(page, 'profile');
    await visit(page, '/favourites', anyHeading);
    await expectNoSeriousViolations(page, 'favourites');

    await visit(page, `/brand/${ids.brand}`, anyHeading);
    // The shopper may have reviewed this brand already: then the same form edits that review.
    await page.getByRole('button', { name: /^(Write a Review|Edit Your Review)$/ }).click();
    const review = page.getByRole('form', { name: /^(Write|Edit) your review$/ });
    await review.getByLabel('Your name').fill('');
    await review.getByRole('button', { name: /^(Submit|Update) Review$/ }).click();
    await expect(review.getByText('Please enter your name')).toBeVisible();
    await expectNoSeriousViolations(page, 'review form with errors');

    await visit(page, `/product/${ids.product}`, anyHeading);
    await page
      .getByRole('button', { name: /custom order/i })
      .first()
      .click();
    const order = page.getByRole('dialog');
    await expect(order).toBeVisible();
    await expectNoSeriousViolations(page, 'custom order, measurements');
    await order.getByRole('button', { name: 'Next' }).click();
    await expectNoSeriousViolations(page, 'custom order, contact');
    await page.keyboard.press('Escape');

    const request = page.getByRole('button', { name: /brand request|request/i }).first();
    if (await request.isVisible()) {
      await request.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'brand request');
    }
  });

  test('studio shell for a brand admin', async ({ page }) => {
    await signIn(page, SEEDED.brandAdmin, '/studio');
    await anyHeading(page);
    await expectNoSeriousViolations(page, 'studio home');
    await visit(page, '/studio/profile', anyHeading);
    await expectNoSeriousViolations(page, 'studio profile');
  });

  test('a keyboard user skips to the content, opens a dialog, and gets focus back when it closes', async ({ page }) => {
    await visit(page, `/brand/${ids.brand}`, anyHeading);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);

    const contact = page.getByRole('button', { name: 'Contact Designer' });
    await contact.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    // Tabbing past the last control wraps inside the dialog instead of escaping to the page.
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();
  });
});
