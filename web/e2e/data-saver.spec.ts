import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uploadOnlyBrandImage } from './support/brandImages';
import { operationNameOf } from './support/graphqlRoutes';

/** The two ways into data-saver mode: the visitor's switch (kept in localStorage) and the browser's Save-Data. */
const MODES: Record<string, (page: Page) => Promise<void>> = {
  'the Data saver switch': async (page) => {
    await page.addInitScript(() => window.localStorage.setItem('adire.dataSaver', 'on'));
  },
  'Save-Data from the browser': async (page) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { saveData: true, addEventListener() {}, removeEventListener() {} },
      }),
    );
  },
};

/** Makes a fresh upload the main image of the brand admin's first brand; answers that brand. */
async function brandWithUploadedImage(page: Page, request: APIRequestContext): Promise<{ id: string; name: string }> {
  const brand = await uploadOnlyBrandImage(page, request);
  expect(brand.primaryImage.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  return { id: brand.id, name: brand.name };
}

/** The width of the variant the brand page's cover loaded ('-w640.avif' -> 640), once it has loaded. */
async function coverVariantWidth(page: Page, brand: { id: string; name: string }): Promise<number> {
  await page.goto(`/brand/${encodeURIComponent(brand.id)}`);
  const cover = page.locator('picture').filter({ has: page.locator('source[type="image/avif"]') });
  await expect(cover).toHaveCount(1);
  await expect(cover.locator('source').first()).toHaveAttribute('type', 'image/avif');
  const img = cover.locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const currentSrc = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  const match = /-w(\d+)\.avif$/.exec(new URL(currentSrc).pathname);
  expect(match, `an AVIF variant, not ${currentSrc}`).not.toBeNull();
  return Number(match![1]);
}

test.describe('Data saver', () => {
  test('the footer switch turns it on and off, stays on after a reload, and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('switch', { name: 'Data saver' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveAccessibleDescription(
      'Smaller images, no slideshow autoplay and no preloading of pages.',
    );
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.getByRole('region', { name: 'Featured' }).getByRole('button', { name: 'Play slideshow' }),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('switch', { name: 'Data saver' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toHaveCount(0);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).include('footer').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('Save-Data turns it on until the visitor switches it off', async ({ page }) => {
    await MODES['Save-Data from the browser']!(page);
    await page.goto('/');
    const toggle = page.getByRole('switch', { name: 'Data saver' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveAccessibleDescription(/On because your browser asks to save data\./);
    await toggle.click();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'false');
  });

  for (const [mode, enable] of Object.entries(MODES)) {
    test.describe(`with ${mode}`, () => {
      test('the hero slideshow holds its first slide until play is pressed', async ({ page }) => {
        await enable(page);
        await page.clock.install();
        await page.goto('/');
        const hero = page.getByRole('region', { name: 'Featured' });
        await expect(hero.getByRole('link', { name: 'Collections' })).toBeVisible();

        await page.clock.runFor(13_000);
        await expect(hero.getByRole('link', { name: 'Collections' })).toBeVisible();
        await expect(hero.getByRole('link', { name: 'Tailored' })).toBeHidden();

        await hero.getByRole('button', { name: 'Play slideshow' }).click();
        await expect(hero.getByRole('button', { name: 'Play slideshow' })).toHaveCount(0);
        await page.clock.runFor(6100);
        await expect(hero.getByRole('link', { name: 'Tailored' })).toBeVisible();
      });

      test('resting the pointer on a brand link prefetches nothing', async ({ page }) => {
        await enable(page);
        await page.goto('/directory');
        const link = page.locator('main a[href^="/brand/"]').nth(1);
        await expect(link).toBeVisible();
        let brandPageRequests = 0;
        page.on('request', (request) => {
          if (operationNameOf(request) === 'BrandPageQuery') brandPageRequests += 1;
        });
        await link.hover();
        await link.focus();
        // Well past the 80 ms hover intent: a prefetch would have been sent by now.
        await page.waitForTimeout(800);
        expect(brandPageRequests).toBe(0);

        // The page itself still loads when the link is followed.
        await link.click();
        await expect(page).toHaveURL(/\/brand\//);
        await expect.poll(() => brandPageRequests).toBe(1);
      });
    });
  }

  test('an uploaded image is a <picture> with an AVIF source, and data saver loads a narrower variant', async ({
    page,
    request,
    browser,
  }) => {
    const brand = await brandWithUploadedImage(page, request);

    // A phone at one device pixel per CSS pixel: the cover fills the width, 390 px.
    const options = {
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
    };
    const widthIn = async (enable?: (page: Page) => Promise<void>) => {
      const context = await browser.newContext(options);
      const visitor = await context.newPage();
      if (enable) await enable(visitor);
      const width = await coverVariantWidth(visitor, brand);
      await context.close();
      return width;
    };

    const full = await widthIn();
    expect(full).toBeGreaterThan(320);
    for (const enable of Object.values(MODES)) expect(await widthIn(enable)).toBeLessThan(full);
  });
});
