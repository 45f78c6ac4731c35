import { expect, test, type Page } from '@playwright/test';
import { SEEDED, signIn } from './support/accounts';
import { S3_APP_PORT, appUrl } from './support/servers';

/*
 * Public pages arrive with their content in the HTML, so a slow phone paints them before the
 * JavaScript has loaded; the app then takes the page over without asking for its data again.
 */

// The journeys' server that renders pages on the server (playwright.config.ts).
test.use({ baseURL: appUrl(S3_APP_PORT) });

const HYDRATION_ERROR = /hydrat|did not match|server rendered|Minified React error #(418|423|425)/i;

async function firstLinkTo(page: Page, prefix: string): Promise<{ href: string; name: string }> {
  const link = page.locator(`main a[href^="${prefix}"]`).filter({ hasText: /\S/ }).first();
  return { href: (await link.getAttribute('href'))!, name: (await link.innerText()).trim().split('\n')[0] };
}

test.describe('First paint without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a brand and a product show their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover the new wave of African design');
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto('/directory');
    const brand = await firstLinkTo(page, '/brand/');
    await page.goto(brand.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.goto('/');
    const product = await firstLinkTo(page, '/product/');
    await page.goto(product.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('button', { name: 'Request from Brand' })).toBeVisible();
  });
});

test.describe('What a slow connection fetches first', () => {
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

  test('the head names the page and asks for its main picture before the scripts; pictures below the fold wait', async ({
    page,
  }) => {
    const directory = await (await page.request.get('/directory')).text();
    const images = directory.match(/<img\b[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(2);
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).not.toContain('loading="lazy"');
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
    const head = headOf(directory);
    const preload = head.indexOf('rel="preload" as="image"');
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(head.indexOf('<script'));
    expect(head).toContain('<title>Explore Designers — Adire</title>');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(directory.slice(directory.indexOf('<div id="root">'))).not.toContain('<title>');

    await page.goto('/directory');
    const brand = await firstLinkTo(page, '/brand/');
    const brandHead = headOf(await (await page.request.get(brand.href)).text());
    expect(brandHead).toContain(`<title>${brand.name.replaceAll('&', '&amp;')} — Adire</title>`);
    expect(brandHead.indexOf('as="image"')).toBeLessThan(brandHead.indexOf('<script'));
  });

  test('the hero loads only the slide it shows until the page is running', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const heroPictures: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media/hero-images/')) heroPictures.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(heroPictures).toHaveLength(1);
    const head = headOf(await (await page.request.get('/')).text());
    expect(head).toContain(`href="${heroPictures[0]}"`);
    await context.close();
  });
});

test.describe('Taking over a server-rendered page', () => {
  test('hydrates without errors or a second fetch, and stays interactive', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) problems.push(message.text());
      // main.tsx renders from scratch, and says so, when it cannot take the page over.
      if (/could not be taken over/.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const pageQueries: string[] = [];
    page.on('request', (request) => {
      const asked = `${request.url()} ${request.postData() ?? ''}`;
      if (request.url().includes('/graphql') && /BrandPageQuery|HomePageQuery/.test(asked)) pageQueries.push(asked);
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await page.goto('/directory');
    const brand = await firstLinkTo(page, '/brand/');
    const response = await page.request.get(brand.href);
    expect(await response.text()).toContain('id="server-answers"');
    await page.goto(brand.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'View All Products' }).click();
    await expect(page.getByRole('region', { name: 'Products' })).toBeVisible();
    expect(problems).toEqual([]);
    expect(pageQueries).toEqual([]);
  });
});

test('collections, tailors, a collection and a tailor arrive with their content and hydrate without asking again', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: appUrl(S3_APP_PORT) });
  const plain = await noScript.newPage();
  await plain.goto('/collections');
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Collections');
  const collection = await firstLinkTo(plain, '/collection/');
  await plain.goto('/tailors');
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Our Designers');
  const tailor = await firstLinkTo(plain, '/tailor/');
  await plain.goto('/tailored');
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText("Clothes made for you, by Africa's best tailors");
  await plain.goto(collection.href);
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
  await plain.goto(tailor.href);
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
  await noScript.close();

  const context = await browser.newContext({ baseURL: appUrl(S3_APP_PORT) });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
    if (/could not be taken over/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const pageQueries: string[] = [];
  page.on('request', (request) => {
    const asked = new URL(request.url()).searchParams.get('operationName') ?? request.postData() ?? '';
    if (request.url().includes('/graphql') && /Collection|Tailor/.test(asked)) pageQueries.push(asked);
  });
  for (const path of ['/collections', '/tailors', '/tailored', collection.href, tailor.href]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
  expect(pageQueries).toEqual([]);
  await context.close();
});

test("a signed-in shopper's page shows what is theirs, not the visitor's rendering", async ({ page }) => {
  const answer = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ brands(first: 100) { edges { node { databaseId name } } } }' },
  });
  const { data } = (await answer.json()) as {
    data: { brands: { edges: { node: { databaseId: string; name: string } }[] } };
  };
  // The demo shopper saved this brand; the server's rendering (a visitor's) does not know it.
  const saved = data.brands.edges.find(({ node }) => node.name === 'Savanna Loom')?.node;
  expect(saved, 'Savanna Loom among the brands').toBeDefined();
  await signIn(page, SEEDED.shopper);
  await page.goto(`/brand/${saved!.databaseId}`);
  await expect(page.getByRole('button', { name: 'Remove Savanna Loom from favourites' })).toBeVisible();
});
