import { expect, test } from '@playwright/test';
import { uploadOnlyBrandImage } from './support/brandImages';
import { APP_PORT, S3_APP_PORT, appUrl } from './support/servers';

for (const [driver, port] of [
  ['local storage', APP_PORT],
  ['S3 storage', S3_APP_PORT],
] as const) {
  test.describe(`Brand images on ${driver}`, () => {
    test.use({ baseURL: appUrl(port) });

    test('a brand image uploaded through GraphQL shows on the brand page as AVIF variants, webp for the <img>', async ({
      page,
      request,
    }) => {
      const brand = await uploadOnlyBrandImage(page, request);
      const { srcSet } = brand.primaryImage;
      expect(srcSet).toMatch(/-w320\.webp 320w/);
      expect(srcSet).toMatch(/-w1600\.webp 1600w/);

      const avifResponse = page.waitForResponse(
        (r) => /-w\d+\.avif$/.test(new URL(r.url()).pathname) && r.status() === 200,
      );
      await page.goto(`/brand/${encodeURIComponent(brand.id)}`);
      await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
      const portrait = page.getByRole('img', {
        name: new RegExp(`^${brand.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`),
      });
      await expect(portrait).toHaveAttribute('srcset', srcSet);
      await expect(page.locator('picture source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        srcSet.replace(/\.webp /g, '.avif '),
      );
      const response = await avifResponse;
      expect(response.headers()['content-type']).toBe('image/avif');
      await expect
        .poll(() =>
          portrait.evaluate(
            (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc.endsWith('.avif'),
          ),
        )
        .toBe(true);
    });
  });
}

test('images below the fold wait until they come within 100 px of the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/directory');
  const cards = page.locator('article img[data-src]');
  await expect(cards.first()).toHaveAttribute('src', /.+/);
  const last = cards.last();
  await expect(last).not.toHaveAttribute('src', /.+/);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('src', /.+/);
});
