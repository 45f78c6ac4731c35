import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SEEDED, signIn } from './support/accounts';
import { APP_PORT, S3_APP_PORT, appUrl } from './support/servers';

/** The access token oidc-client-ts keeps for the signed-in tab. */
async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (const store of [sessionStorage, localStorage]) {
      for (let i = 0; i < store.length; i += 1) {
        const key = store.key(i)!;
        if (key.startsWith('oidc.user:'))
          return (JSON.parse(store.getItem(key)!) as { access_token: string }).access_token;
      }
    }
    return null;
  });
  expect(token).toBeTruthy();
  return token!;
}

async function graphql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A 1800x1200 PNG with a woven look, so the variants have something to show. */
function textilePng(): Promise<Buffer> {
  const stripes = Array.from(
    { length: 30 },
    (_, i) => `<rect x="${i * 60}" y="0" width="30" height="1200" fill="${i % 2 ? '#c8872b' : '#1f2a5c'}"/>`,
  ).join('');
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200"><rect width="1800" height="1200" fill="#f4ead8"/>${stripes}</svg>`,
    ),
  )
    .png()
    .toBuffer();
}

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
      await signIn(page, SEEDED.brandAdmin, '/profile');
      const token = await accessToken(page);

      const { viewer } = await graphql<{
        viewer: { ownedBrands: { id: string; name: string; images: { storagePath: string }[] }[] };
      }>(request, token, '{ viewer { ownedBrands { id name images { storagePath } } } }', {});
      const brand = viewer.ownedBrands[0]!;
      // Clear the seeded artwork so the upload becomes the brand's main image.
      for (const image of brand.images) {
        await graphql(
          request,
          token,
          'mutation ($input: RemoveBrandImageInput!) { removeBrandImage(input: $input) { brand { id } } }',
          { input: { brandId: brand.id, storagePath: image.storagePath } },
        );
      }

      const upload = await request.post('/graphql', {
        headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
        multipart: {
          operations: JSON.stringify({
            query:
              'mutation ($input: UploadBrandImageInput!) { uploadBrandImage(input: $input) { brand { primaryImage { url srcSet } } } }',
            variables: { input: { brandId: brand.id, file: null } },
          }),
          map: JSON.stringify({ image: ['variables.input.file'] }),
          image: { name: 'textile.png', mimeType: 'image/png', buffer: await textilePng() },
        },
      });
      const uploaded = (await upload.json()) as {
        data: { uploadBrandImage: { brand: { primaryImage: { url: string; srcSet: string } } } };
        errors?: unknown;
      };
      expect(uploaded.errors, JSON.stringify(uploaded.errors)).toBeUndefined();
      const { srcSet } = uploaded.data.uploadBrandImage.brand.primaryImage;
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
