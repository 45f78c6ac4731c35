import { expect, test, type Page } from '@playwright/test';

type Entity = Record<string, unknown> & { '@type': string | string[] };
interface Crumb {
  position: number;
  name: string;
  item: string;
}

/** Every JSON-LD entity on the page, whether a script holds one or a list. */
async function structuredData(page: Page): Promise<Entity[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => JSON.parse(text) as Entity | Entity[]);
}

const typesOf = (entity: Entity) => [entity['@type']].flat();

/** The page's single entity of a type; fails when there is none or more than one. */
function single(entities: Entity[], type: string): Entity {
  const found = entities.filter((entity) => typesOf(entity).includes(type));
  expect(found, `exactly one ${type}`).toHaveLength(1);
  return found[0]!;
}

/** Asserts the page has exactly these types, one entity each (a multi-typed entity counts once for each of its types). */
function expectTypes(entities: Entity[], types: string[]) {
  expect(entities.flatMap(typesOf).sort()).toEqual([...types].sort());
}

const crumbNames = (entities: Entity[]) =>
  (single(entities, 'BreadcrumbList').itemListElement as Crumb[]).map((crumb) => crumb.name);

async function headingText(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).innerText()).trim();
}

test.describe('Structured search-engine data', () => {
  test('home, brand, collection and product each describe themselves, and nothing lingers between pages', async ({
    page,
  }) => {
    await page.goto('/');
    const brandRow = page.getByRole('region', { name: 'Ready to Wear' });
    await expect(brandRow).toBeVisible();

    let entities = await structuredData(page);
    expectTypes(entities, ['Organization', 'WebSite']);
    const site = single(entities, 'Organization');
    expect(site.name).toBe('Adire');
    const footer = page.getByRole('contentinfo');
    const instagram = await footer.getByRole('link', { name: 'Adire on Instagram' }).getAttribute('href');
    const tiktok = await footer.getByRole('link', { name: 'Adire on TikTok' }).getAttribute('href');
    expect(site.sameAs).toEqual(expect.arrayContaining([instagram, tiktok]));
    const origin = new URL(page.url()).origin;
    expect(single(entities, 'WebSite').potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: `${origin}/directory?search={search_term_string}`,
    });

    // Home -> brand, client-side.
    const brandTile = brandRow.locator('a[href^="/brand/"]').first();
    const brandName = (await brandTile.locator('strong').innerText()).trim();
    await brandTile.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brandName);
    const brandUrl = page.url();

    entities = await structuredData(page);
    expectTypes(entities, ['Brand', 'Organization', 'BreadcrumbList']);
    const brand = single(entities, 'Brand');
    expect(brand).toMatchObject({ name: brandName, url: brandUrl });
    const header = page.getByRole('region', { name: brandName });
    const city = (brand.address as { addressLocality: string }).addressLocality;
    await expect(header.getByText(city, { exact: true })).toBeVisible();
    if (await header.getByText('No reviews yet').isVisible()) expect(brand).not.toHaveProperty('aggregateRating');
    else
      expect(brand.aggregateRating).toMatchObject({
        '@type': 'AggregateRating',
        ratingValue: expect.any(Number),
        reviewCount: expect.any(Number),
      });
    expect(crumbNames(entities)).toEqual(['Home', 'Directory', brandName]);

    // Brand -> collection.
    const collectionCard = page.locator('main a[href^="/collection/"]').first();
    await collectionCard.click();
    await expect(page).toHaveURL(/\/collection\//);
    // The brand's heading stays until the collection page has rendered.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(brandName);
    const collectionTitle = await headingText(page);
    const productsSection = page.getByRole('region', { name: 'Products in This Collection' });
    await expect(productsSection).toBeVisible();

    entities = await structuredData(page);
    expectTypes(entities, ['CollectionPage', 'BreadcrumbList']);
    const collection = single(entities, 'CollectionPage');
    expect(collection).toMatchObject({
      name: collectionTitle,
      url: page.url(),
      about: { '@type': 'Brand', name: brandName, url: brandUrl },
    });
    const listed = (collection.mainEntity as { itemListElement: { position: number; url: string }[] }).itemListElement;
    const productLinks = productsSection.locator('a[href^="/product/"]');
    expect(listed).toHaveLength(await productLinks.count());
    expect(listed.map((item) => item.position)).toEqual(listed.map((_, i) => i + 1));
    expect(listed[0]!.url).toBe(new URL((await productLinks.first().getAttribute('href'))!, origin).toString());
    expect(crumbNames(entities)).toEqual(['Home', 'Collections', brandName, collectionTitle]);

    // Collection -> product.
    await productLinks.first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(collectionTitle);
    const productTitle = await headingText(page);

    entities = await structuredData(page);
    expectTypes(entities, ['Product', 'BreadcrumbList']);
    const product = single(entities, 'Product');
    expect(product).toMatchObject({
      name: productTitle,
      url: page.url(),
      brand: { '@type': 'Brand', name: brandName, url: brandUrl },
    });
    expect(product).not.toHaveProperty('aggregateRating');
    const priceLine = page.getByTestId('product-price');
    if (await priceLine.isVisible()) {
      const offer = product.offers as { price: number; availability: string };
      // The line's own text is the selling price; the struck-through regular price sits in a child element.
      const shownPrice = await priceLine.evaluate((line) =>
        [...line.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(''),
      );
      expect(Number(shownPrice.replace(/[^\d.]/g, ''))).toBe(offer.price);
      const inStock = await page.getByText('In Stock', { exact: true }).isVisible();
      expect(offer.availability).toBe(`https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`);
    } else {
      expect(product).not.toHaveProperty('offers');
    }
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    const crumbs = single(entities, 'BreadcrumbList').itemListElement as Crumb[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(
      (await breadcrumb.getByRole('listitem').allInnerTexts()).map((text) => text.trim()),
    );
    expect(crumbs.map((crumb) => crumb.position)).toEqual([1, 2, 3]);
    expect(crumbs.map((crumb) => crumb.item)).toEqual([`${origin}/directory`, brandUrl, page.url()]);
  });

  test('a portfolio piece carries no offer, since its price is hidden', async ({ page, request }) => {
    const response = await request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query:
          '{ products(first: 100, filter: { category: "Custom Design", inStock: null }) { edges { node { id title serviceType } } } }',
      },
    });
    const body = (await response.json()) as {
      data: { products: { edges: { node: { id: string; title: string; serviceType: string } }[] } };
    };
    const piece = body.data.products.edges.map(({ node }) => node).find((node) => node.serviceType === 'portfolio');
    expect(piece, 'a seeded portfolio piece').toBeTruthy();

    await page.goto(`/product/${encodeURIComponent(piece!.id)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(piece!.title);
    await expect(page.getByTestId('product-price')).toHaveCount(0);
    const product = single(await structuredData(page), 'Product');
    expect(product.name).toBe(piece!.title);
    expect(product).not.toHaveProperty('offers');
  });
});
