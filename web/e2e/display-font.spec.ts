import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM } from '../../api/bench/perf/mobile-profile';

// Where headings sit in each face is the full browser's text layout: the headless build the other
// journeys use lays out the home page's fallback face differently, so these run in the full one.
test.use({ launchOptions: CHROMIUM });

/** Sums layout shifts not caused by input, from the first paint on (the Cumulative Layout Shift). */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

// The service worker re-fetches the shell's assets while it installs; these checks count the page's own requests.
test.use({ serviceWorkers: 'block' });

test('headings are set in the self-hosted Cormorant Garamond, fetched from this origin as woff2', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  expect(await page.evaluate(() => document.fonts.check('500 1em "Cormorant Garamond"'))).toBe(true);
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Cormorant Garamond"?,/);
  const used = await page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.family.replace(/"/g, '') === 'Cormorant Garamond' && f.status === 'loaded')
      .map((f) => `${f.weight} ${f.style}`),
  );
  expect(used.length).toBeGreaterThan(0);

  // Only what the page shows: latin files of the weights on screen, each fetched once.
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.length).toBeLessThanOrEqual(4);
  for (const url of fontRequests)
    expect(url).toMatch(/^\/assets\/cormorant-garamond-latin-\d00-(normal|italic)-[\w-]+\.woff2$/);
  expect(new Set(fontRequests).size).toBe(fontRequests.length);
});

test('the preloaded font file is one the first screen uses, kept for a year', async ({ page, request }) => {
  await page.goto('/');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const href = (await preload.getAttribute('href'))!;
  expect(href).toMatch(/^\/assets\/cormorant-garamond-latin-600-normal-[\w-]+\.woff2$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('600 1em "Cormorant Garamond"'))).toBe(true);

  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('font/woff2');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // woff2 is compressed already: sent as it is.
  expect(file.headers()['content-encoding']).toBeUndefined();
});

/** Where each heading (and the logo) sits and how big it is. */
const headingBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, header a[href="/"]')].map((el) => {
      const box = el.getBoundingClientRect();
      return { text: el.textContent?.trim().slice(0, 40), top: box.top + scrollY, height: box.height };
    }),
  );

/** The heading boxes once they have stopped moving (data-driven text may still arrive after the first paint). */
async function settledHeadingBoxes(page: Page) {
  let last = JSON.stringify(await headingBoxes(page));
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.waitForTimeout(300);
    const now = JSON.stringify(await headingBoxes(page));
    if (now === last) return JSON.parse(now) as Awaited<ReturnType<typeof headingBoxes>>;
    last = now;
  }
  throw new Error('the headings kept moving');
}

for (const path of ['/', '/about']) {
  test(`swapping in the web font does not move the headings of ${path} on a phone (CLS at most 0.1)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const layoutShift = await watchLayoutShift(page);
    // The font files are held back until the page has been laid out in the fallback face.
    let releaseFonts!: () => void;
    const fontsReleased = new Promise<void>((resolve) => (releaseFonts = resolve));
    let fontRequested!: () => void;
    const fontWanted = new Promise<void>((resolve) => (fontRequested = resolve));
    await page.route('**/*.woff2', async (route) => {
      fontRequested();
      await fontsReleased;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fontWanted;
    const inFallback = await settledHeadingBoxes(page);
    expect(await page.evaluate(() => document.fonts.check('500 1em "Cormorant Garamond"'))).toBe(false);
    const shiftBefore = await layoutShift();

    releaseFonts();
    await page.waitForFunction(() => document.fonts.check('500 1em "Cormorant Garamond"'));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const inWebFont = await headingBoxes(page);

    expect(inWebFont.map((b) => b.text)).toEqual(inFallback.map((b) => b.text));
    inWebFont.forEach((box, i) => {
      expect(Math.abs(box.height - inFallback[i]!.height), box.text).toBeLessThanOrEqual(1);
      expect(Math.abs(box.top - inFallback[i]!.top), box.text).toBeLessThanOrEqual(2);
    });
    expect((await layoutShift()) - shiftBefore).toBeLessThanOrEqual(0.1);
  });
}
