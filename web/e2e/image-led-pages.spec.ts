import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';

const PHONE = { width: 390, height: 844 };

interface Catalogue {
  brands: {
    edges: {
      node: {
        id: string;
        name: string;
        products: {
          totalCount: number;
          edges: { node: { id: string; databaseId: string; title: string; sizes: string[]; colors: string[] } }[];
        };
      };
    }[];
  };
}

const CATALOGUE = `{ brands(first: 20) { edges { node { id name
  products(first: 4) { totalCount edges { node { id databaseId title sizes colors } } } } } } }`;

/** A product with several sizes and colours, from a brand with other pieces. */
async function productWithOptions(request: APIRequestContext) {
  const response = await request.post('/graphql', { data: { query: CATALOGUE } });
  const { data } = (await response.json()) as { data: Catalogue };
  for (const { node: brand } of data.brands.edges) {
    if (brand.products.totalCount < 2) continue;
    const product = brand.products.edges.find(({ node }) => node.sizes.length > 1 && node.colors.length > 1);
    if (product) return { brand, product: product.node };
  }
  throw new Error('The seed holds no product with several sizes and colours');
}

async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y + box!.height;
}

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

test.describe('Image-led product and brand pages on a phone', () => {
  test.use({ viewport: PHONE });

  test('the product page shows image, price and order buttons on the first screen, then options, more pieces and reviews', async ({
    page,
    request,
  }) => {
    const { brand, product } = await productWithOptions(request);
    await page.goto(`/product/${product.databaseId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);

    // The main image is the largest paint: requested at once and first.
    const image = page.getByTestId('product-main-image');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await bottomOf(image)).toBeLessThanOrEqual(PHONE.height);

    // Price and both order buttons share the first screen with it.
    expect(await bottomOf(page.getByTestId('product-price'))).toBeLessThanOrEqual(PHONE.height);
    for (const name of ['Request Custom Order', 'Request from Brand']) {
      expect(await bottomOf(page.getByRole('button', { name })), name).toBeLessThanOrEqual(PHONE.height);
    }

    // Sizes and colours, each a named list.
    const sizes = page.getByRole('list', { name: 'Sizes' });
    await expect(sizes.getByRole('listitem')).toHaveText(product.sizes);
    const colours = page.getByRole('list', { name: 'Colours' });
    await expect(colours.getByRole('listitem')).toHaveText(product.colors);

    // The brand's other pieces, in a row that snaps to its cards; never this product.
    const more = page.getByRole('region', { name: `More from ${brand.name}` });
    const links = more.getByRole('list').getByRole('link');
    await expect(links.first()).toHaveAttribute('href', /^\/product\/.+/);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(Math.min(brand.products.totalCount - 1, 8));
    expect(hrefs).not.toContain(`/product/${encodeURIComponent(product.id)}`);
    expect(await more.getByRole('list').evaluate((ul) => getComputedStyle(ul).scrollSnapType)).toContain('x');

    // The brand's reviews come after, below the fold.
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await expect(reviews).toBeAttached();
    expect(await topOf(reviews)).toBeGreaterThan(PHONE.height);
    await expect(reviews.getByRole('link', { name: `All reviews of ${brand.name}` })).toHaveAttribute(
      'href',
      `/brand/${encodeURIComponent(brand.id)}#reviews`,
    );

    await expectNoHorizontalOverflow(page, 'product page at 390 px');
    await expectNoSeriousViolations(page, 'product page at 390 px');
  });

  test('the brand page leads with its cover, shows its pieces as pictures and keeps reviews below the fold', async ({
    page,
    request,
  }) => {
    const { brand } = await productWithOptions(request);
    await page.goto(`/brand/${encodeURIComponent(brand.id)}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(brand.name);

    const cover = page.getByTestId('brand-cover');
    await expect(cover).toBeVisible();
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(await bottomOf(cover)).toBeLessThanOrEqual(await topOf(heading));
    const coverBox = (await cover.boundingBox())!;
    expect(coverBox.width).toBeGreaterThanOrEqual(PHONE.width);
    expect(coverBox.height).toBeLessThanOrEqual(PHONE.height * 0.45 + 1);

    const pieces = page.getByRole('region', { name: 'Latest Pieces' });
    const cards = pieces.getByRole('list').getByRole('listitem');
    expect(await cards.count()).toBe(Math.min(brand.products.totalCount, 8));
    await pieces.scrollIntoViewIfNeeded();
    const firstPicture = cards.first().locator('img').first();
    await expect(firstPicture).toHaveAttribute('src', /.+/);
    await expect(firstPicture).toHaveJSProperty('complete', true);
    expect(await pieces.getByRole('list').evaluate((ul) => getComputedStyle(ul).scrollSnapType)).toContain('x');

    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await topOf(reviews)).toBeGreaterThan(PHONE.height);

    await expectNoHorizontalOverflow(page, 'brand page at 390 px');
    await expectNoSeriousViolations(page, 'brand page at 390 px');
  });

  test('search results show a thumbnail, the name and the kind of each hit', async ({ page }) => {
    await page.goto('/directory');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').fill('crepe');
    const options = dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(dialog.getByRole('option', { name: /^Crepe Shirt Dress Product · / })).toBeVisible();

    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i += 1) {
      const option = options.nth(i);
      const thumbnail = option.getByTestId('search-thumbnail');
      const box = (await thumbnail.boundingBox())!;
      expect([box.width, box.height]).toEqual([48, 48]);
      // The name is beside the picture, so the picture itself says nothing.
      const picture = thumbnail.locator('img');
      await expect(picture).toHaveAttribute('alt', '');
      await option.scrollIntoViewIfNeeded();
      // Until it comes into view the picture has no address yet, and an <img> without one counts
      // as complete: wait for the file itself.
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await expectNoSeriousViolations(page, 'search results at 390 px');
  });
});
