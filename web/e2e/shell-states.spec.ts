import { expect, test, type Page } from '@playwright/test';
import { DirectoryPage } from './directoryPage';
import { answerOperation, failure, holdOperation, operationNameOf } from './support/graphqlRoutes';

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const SOLID = 'rgba(250, 246, 238, 0.97)';

/** Scrolls the window to `y` and waits until the page has handled the scroll (two frames). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(async (top) => {
    window.scrollTo(0, top);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

test.describe('Site shell', () => {
  test.describe('header', () => {
    // Without the 400 ms transition the computed background is the final one at once.
    test.use({ reducedMotion: 'reduce' });
    const background = (page: Page) =>
      page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);
    const textColour = (page: Page) => page.getByRole('banner').evaluate((header) => getComputedStyle(header).color);

    test('turns solid once a page other than home scrolls past 20 px, and clear again at the top', async ({ page }) => {
      const directory = new DirectoryPage(page);
      await directory.open();
      await expect.poll(() => background(page)).toBe(TRANSPARENT);

      await scrollTo(page, 15);
      expect(await page.evaluate(() => window.scrollY)).toBe(15);
      expect(await background(page)).toBe(TRANSPARENT);

      await scrollTo(page, 40);
      await expect.poll(() => background(page)).toBe(SOLID);
      expect(await page.getByRole('banner').evaluate((header) => getComputedStyle(header).boxShadow)).not.toBe('none');

      await scrollTo(page, 0);
      await expect.poll(() => background(page)).toBe(TRANSPARENT);
    });

    test('on home starts transparent with light text over the hero, and turns solid with dark text after 20 px', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
      await expect.poll(() => background(page)).toBe(TRANSPARENT);
      const overHero = await textColour(page);

      await scrollTo(page, 40);
      await expect.poll(() => background(page)).toBe(SOLID);
      expect(await textColour(page)).not.toBe(overHero);

      await scrollTo(page, 0);
      await expect.poll(() => background(page)).toBe(TRANSPARENT);
      expect(await textColour(page)).toBe(overHero);
    });
  });

  test('shows one toast at a time: a new message replaces the one on screen', async ({ page }) => {
    await page.goto('/contact');
    const dismissButtons = page.getByRole('button', { name: 'Dismiss notification' });
    const toastRegion = page.getByRole('status').filter({ has: dismissButtons });

    await page.getByRole('form', { name: 'Send us a message' }).getByRole('button', { name: 'Send Message' }).click();
    await expect(toastRegion).toHaveText('Please fix the errors in the form');
    await expect(dismissButtons).toHaveCount(1);

    const newsletter = page.getByRole('form', { name: 'Newsletter' });
    await newsletter.getByLabel('Newsletter email').fill(`one-toast-${Date.now()}@example.com`);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toastRegion).toHaveText('Successfully subscribed to our newsletter!');
    await expect(dismissButtons).toHaveCount(1);
    await expect(page.getByText('Please fix the errors in the form')).toHaveCount(0);

    // A third message, of the same form as the first, replaces the second.
    await page.getByRole('form', { name: 'Send us a message' }).getByRole('button', { name: 'Send Message' }).click();
    await expect(toastRegion).toHaveText('Please fix the errors in the form');
    await expect(dismissButtons).toHaveCount(1);
    await expect(page.getByText('Successfully subscribed to our newsletter!')).toHaveCount(0);

    await dismissButtons.click();
    await expect(dismissButtons).toHaveCount(0);
  });

  test('a page that fails to render shows the error view inside the shell, and Try Again recovers', async ({
    page,
    request,
  }) => {
    const response = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      data: { query: '{ brands(first: 1) { edges { node { id name } } } }' },
    });
    const brand = ((await response.json()) as { data: { brands: { edges: { node: { id: string; name: string } }[] } } })
      .data.brands.edges[0].node;

    // The brand page has no error view of its own: its query failing makes the page throw while rendering.
    let failing = true;
    await answerOperation(
      page,
      'BrandPageQuery',
      { status: 200, body: { data: null, errors: [{ message: 'Unexpected brand record' }] } },
      () => failing,
    );
    await page.goto(`/brand/${encodeURIComponent(brand.id)}`);

    const errorView = page.getByRole('alert');
    await expect(errorView.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      errorView.getByText("We're sorry, but something unexpected happened. Please try refreshing the page.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Something went wrong — Adire');
    // The header and footer stay usable around the error.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Explore Brands' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    failing = false;
    await errorView.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  });

  test('a slow page shows the full-screen spinner, and Escape abandons the navigation', async ({ page }) => {
    const directory = new DirectoryPage(page);
    await directory.open();
    const spinner = page.getByRole('status').filter({ hasText: 'Loading page' });
    await expect(spinner).toHaveCount(0);

    const hold = await holdOperation(page, 'BrandPageQuery');
    const card = directory.cards.first();
    const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('link', { name }).click();
    await expect(spinner).toBeVisible();
    expect(hold.held()).toBe(1);

    await page.keyboard.press('Escape');
    await expect(spinner).toHaveCount(0);
    await expect(page).toHaveURL(/\/directory$/);

    // The abandoned request finishing does not complete the navigation.
    const brandAnswer = page.waitForResponse((response) => operationNameOf(response.request()) === 'BrandPageQuery');
    hold.release();
    await brandAnswer;
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Designers' })).toBeVisible();
    await expect(page).toHaveURL(/\/directory$/);

    // The directory is still usable: its filters work and its links lead on.
    const total = await directory.total();
    await directory.category.selectOption({ label: 'Evening Gowns' });
    expect(await directory.totalAfterChangeFrom(total)).toBeLessThan(total);
    const filteredCard = directory.cards.first();
    const filteredName = (await filteredCard.getByRole('heading', { level: 3 }).innerText()).trim();
    await filteredCard.getByRole('link', { name: filteredName }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(filteredName);
    await expect(spinner).toHaveCount(0);
  });
});

test('the animation demo shows its heading and each of its demos', async ({ page }) => {
  await page.goto('/animation-demo');
  await expect(page).toHaveTitle('Animation Demo — Adire');
  await expect(page.getByRole('heading', { level: 1, name: 'Animation Demo' })).toBeVisible();
  await expect(
    page.getByText('The motion used across Adire. Animations slow down when your system asks for reduced motion.'),
  ).toBeVisible();
  const demos = page.getByRole('main').getByRole('listitem');
  await expect(demos).toHaveCount(5);
  const titles = ['Fade', 'Rise', 'Pulse', 'Indigo dye', 'Loading'];
  await expect(demos.getByRole('heading', { level: 2 })).toHaveText(titles);
  await expect(page.getByText('The spinner shown while a page loads.')).toBeVisible();
  // Each demo animates (the styled swatches run CSS animations).
  const animated = await demos.evaluateAll((items) =>
    items.map((item) => {
      const stage = item.querySelector('[aria-hidden="true"]');
      const shape = stage?.firstElementChild;
      return shape ? getComputedStyle(shape).animationName : 'none';
    }),
  );
  expect(animated).toHaveLength(5);
  for (const name of animated) expect(name).not.toBe('none');
});
