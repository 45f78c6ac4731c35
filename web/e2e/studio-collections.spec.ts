import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { expectNoHorizontalOverflow, expectNoSeriousViolations, wovenPng } from './support/screenChecks';
import { shoot } from './support/reviewShots';

const COLLECTIONS = '/studio/collections';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

interface StoredCollection {
  id: string;
  title: string;
  description: string | null;
  image: string | null;
  brand: { id: string; name: string };
  images: { id: string; imageUrl: string; altText: string | null; displayOrder: number }[];
}

const COLLECTION_FIELDS = 'id title description image brand { id name } images { id imageUrl altText displayOrder }';

async function collectionAs(request: APIRequestContext, token: string, id: string): Promise<StoredCollection | null> {
  const { collection } = await graphqlAs<{ collection: StoredCollection | null }>(
    request,
    token,
    `query ($id: ID!) { collection(id: $id) { ${COLLECTION_FIELDS} } }`,
    { id },
  );
  return collection;
}

async function ownedBrandsAs(request: APIRequestContext, token: string): Promise<{ id: string; name: string }[]> {
  const { viewer } = await graphqlAs<{ viewer: { ownedBrands: { id: string; name: string }[] } }>(
    request,
    token,
    '{ viewer { ownedBrands { id name } } }',
  );
  return viewer.ownedBrands;
}

/** The first collection (of the public list) whose brand is not among `brandIds`. */
async function collectionOfAnotherBrand(
  request: APIRequestContext,
  token: string,
  brandIds: string[],
): Promise<StoredCollection> {
  const { collections } = await graphqlAs<{ collections: { edges: { node: StoredCollection }[] } }>(
    request,
    token,
    `{ collections(first: 50) { edges { node { ${COLLECTION_FIELDS} } } } }`,
  );
  const other = collections.edges.map((edge) => edge.node).find((node) => !brandIds.includes(node.brand.id));
  expect(other, 'a collection of a brand the brand admin does not own').toBeTruthy();
  return other!;
}

test.describe('Studio collections', () => {
  test('a brand admin creates a collection and arranges its gallery with the keyboard', async ({ page, request }) => {
    const title = `Journey Edit ${stamp()}`;
    await signIn(page, SEEDED.brandAdmin, COLLECTIONS);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Collections' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ collections?$/)).toBeVisible();
    await expectNoSeriousViolations(page, 'collections list');
    const token = await accessTokenOf(page);
    const owned = await ownedBrandsAs(request, token);
    expect(owned.length).toBeGreaterThan(0);
    const brand = owned[0]!;

    await page.getByRole('link', { name: 'New Collection' }).click();
    await expect(page).toHaveURL(/\/studio\/collections\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Collection' })).toBeVisible();
    const form = page.getByRole('form', { name: 'New collection' });
    // Only the brand admin's own brands can be chosen.
    const brandSelect = form.getByLabel('Brand', { exact: true });
    await expect(brandSelect.locator('option')).toHaveCount(owned.length + 1);

    // Nothing filled in: the three messages, beside the fields; the first also in a toast.
    await form.getByRole('button', { name: 'Create Collection' }).click();
    await expect(form.getByText('Please enter a collection title')).toBeVisible();
    await expect(form.getByText('Please select a brand')).toBeVisible();
    await expect(form.getByText('Please upload an image')).toBeVisible();
    await expect(toast(page, 'Please enter a collection title')).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
    await expectNoSeriousViolations(page, 'new collection with problems');

    await form.getByLabel('Title', { exact: true }).fill(title);
    await brandSelect.selectOption({ label: brand.name });
    await form.getByLabel('Description (optional)').fill('Indigo wrappers and shirts for the short rains.');
    await form
      .getByLabel('Image file')
      .setInputFiles({ name: 'look.png', mimeType: 'image/png', buffer: await wovenPng(1200, 1500) });
    await expect(form.getByRole('img', { name: 'Preview of look.png' })).toBeVisible();
    await expect(form.getByText('Please upload an image')).toHaveCount(0);
    await form.getByRole('button', { name: 'Create Collection' }).click();
    await expect(toast(page, 'Collection created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/collections$/);

    // The search is kept in the URL.
    await page.getByRole('searchbox', { name: 'Search' }).fill(title);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(title).replace(/%20/g, '(\\+|%20)')}`));
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText(`${brand.name} · 1 image`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(title);
    await expect(page.getByRole('article')).toHaveCount(1);

    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Collection' })).toBeVisible();
    const collectionId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const gallery = page.getByRole('region', { name: 'Gallery' });
    const items = gallery.getByRole('list', { name: 'Gallery images' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first().getByText('Main image')).toBeVisible();
    await expect(items.first().getByText('Position 1')).toBeVisible();

    // Add an image by its address: first without one, then with one and its alt text.
    const adding = gallery.getByRole('form', { name: 'Add an image' });
    await adding.getByRole('button', { name: 'Add Image' }).click();
    await expect(adding.getByText('Please enter an image URL')).toBeVisible();
    await expect(toast(page, 'Please enter an image URL')).toBeVisible();
    const other = await collectionOfAnotherBrand(
      request,
      token,
      owned.map((each) => each.id),
    );
    const addedUrl = new URL(other.images[0]!.imageUrl, page.url()).href;
    await adding.getByLabel('Gallery image URL').fill(addedUrl);
    await adding.getByLabel('Alt text (optional)').fill('Journey detail shot');
    await adding.getByRole('button', { name: 'Add Image' }).click();
    await expect(toast(page, 'Image added to the gallery')).toBeVisible();
    await expect(items).toHaveCount(2);
    await expect(items.nth(1).getByText('Position 2')).toBeVisible();
    await expect(adding.getByLabel('Gallery image URL')).toHaveValue('');
    await expectNoSeriousViolations(page, 'edit collection');

    // Move it to first place with the keyboard alone.
    const moveUp = items.nth(1).getByRole('button', { name: 'Move up: Image "Journey detail shot"' });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect(
      gallery.getByText('Image "Journey detail shot" moved to position 1 of 2. It is now the main image.'),
    ).toBeAttached();
    await expect(toast(page, 'Gallery order saved')).toBeVisible();
    await expect(items.first().getByRole('img', { name: 'Journey detail shot' })).toBeVisible();
    await expect(items.first().getByText('Main image')).toBeVisible();
    await expect(items.nth(1).getByText('Main image')).toHaveCount(0);
    await expect(items.first().getByRole('button', { name: /^Move up: / })).toBeFocused();

    // Edit its alt text.
    const altText = items.first().getByLabel('Alt text for image 1');
    await altText.fill('Journey detail, indigo wrap');
    await altText.press('Enter');
    await expect(toast(page, 'Alt text saved')).toBeVisible();

    // A mouse can drag an image by its handle too: the other one to the top, and back.
    const handle = (index: number) => items.nth(index).locator('[title="Drag to reorder"]');
    await handle(1).dragTo(items.first());
    await expect(gallery.getByText('Image 2 moved to position 1 of 2. It is now the main image.')).toBeAttached();
    await expect(items.nth(1).getByRole('img', { name: 'Journey detail, indigo wrap' })).toBeVisible();
    await handle(1).dragTo(items.first());
    await expect(items.first().getByRole('img', { name: 'Journey detail, indigo wrap' })).toBeVisible();
    await expect(items.first().getByText('Main image')).toBeVisible();

    // Delete the other one, after a confirmation.
    await items.nth(1).getByRole('button', { name: 'Delete: Image 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Image' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Image removed from the gallery')).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(items.first().getByText('Main image')).toBeVisible();

    const stored = await collectionAs(request, token, collectionId);
    expect(stored?.images.map(({ imageUrl, altText: alt, displayOrder }) => ({ imageUrl, alt, displayOrder }))).toEqual(
      [{ imageUrl: addedUrl, alt: 'Journey detail, indigo wrap', displayOrder: 1 }],
    );
    expect(stored?.image).toBe(addedUrl);

    // Back to the list, and the collection goes.
    await page.getByRole('link', { name: 'Back to Collections' }).click();
    await expect(page).toHaveURL(/\/studio\/collections$/);
    await page
      .getByRole('article', { name: title })
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await page.getByRole('dialog', { name: 'Delete Collection' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Collection deleted successfully')).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
    expect(await collectionAs(request, token, collectionId)).toBeNull();
  });

  test("another brand's collection, like an unknown one, is not found, and nothing changes", async ({
    page,
    request,
    browser,
  }) => {
    await signIn(page, SEEDED.brandAdmin, COLLECTIONS);
    const brandAdminToken = await accessTokenOf(page);
    const owned = (await ownedBrandsAs(request, brandAdminToken)).map((brand) => brand.id);

    // A collection of another brand, found as a super admin.
    const superAdminPage = await browser.newPage();
    await signIn(superAdminPage, SEEDED.superAdmin, '/profile');
    const superAdminToken = await accessTokenOf(superAdminPage);
    await superAdminPage.close();
    const { managedCollections } = await graphqlAs<{ managedCollections: { edges: { node: StoredCollection }[] } }>(
      request,
      superAdminToken,
      `{ managedCollections(first: 100) { edges { node { ${COLLECTION_FIELDS} } } } }`,
    );
    const other = managedCollections.edges.map((edge) => edge.node).find((node) => !owned.includes(node.brand.id));
    expect(other, 'a collection of a brand the brand admin does not own').toBeTruthy();
    const before = await collectionAs(request, superAdminToken, other!.id);

    await page.goto(`${COLLECTIONS}/${encodeURIComponent(other!.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Collection not found' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gallery' })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByText(other!.title)).toHaveCount(0);
    await expectNoSeriousViolations(page, 'collection not found');

    // The API answers the brand admin's changes to it the same way.
    const refused = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${brandAdminToken}` },
      data: {
        query: 'mutation ($input: UpdateCollectionInput!) { updateCollection(input: $input) { collection { id } } }',
        variables: { input: { id: other!.id, title: 'Taken over' } },
      },
    });
    const body = (await refused.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toBe('Collection not found');

    // An id that names no collection gets the same screen.
    await page.goto(`${COLLECTIONS}/not-a-collection`);
    await expect(page.getByRole('heading', { level: 1, name: 'Collection not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Collections' }).click();
    await expect(page).toHaveURL(/\/studio\/collections$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Collections' })).toBeVisible();

    expect(await collectionAs(request, superAdminToken, other!.id)).toEqual(before);
  });

  test('the collection screens fit a phone and a desktop', async ({ page, request }) => {
    await signIn(page, SEEDED.brandAdmin, COLLECTIONS);
    const token = await accessTokenOf(page);
    const { managedCollections } = await graphqlAs<{ managedCollections: { edges: { node: { id: string } }[] } }>(
      request,
      token,
      '{ managedCollections(first: 1) { edges { node { id } } } }',
    );
    const own = managedCollections.edges[0]!.node.id;
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(COLLECTIONS);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoHorizontalOverflow(page, `collections list at ${width}`);
      await shoot(page, `collections-list-${width}`);

      await page.goto(`${COLLECTIONS}/new`);
      const form = page.getByRole('form', { name: 'New collection' });
      await form.getByRole('button', { name: 'Create Collection' }).click();
      await expect(form.getByText('Please upload an image')).toBeVisible();
      await expectNoHorizontalOverflow(page, `new collection at ${width}`);
      await shoot(page, `collections-new-${width}`);

      await page.goto(`${COLLECTIONS}/${encodeURIComponent(own)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Collection' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Gallery images' })).toBeVisible();
      await expectNoHorizontalOverflow(page, `edit collection at ${width}`);
      await shoot(page, `collections-edit-${width}`);

      await page.goto(`${COLLECTIONS}/not-a-collection`);
      await expect(page.getByRole('heading', { level: 1, name: 'Collection not found' })).toBeVisible();
      await expectNoHorizontalOverflow(page, `collection not found at ${width}`);
      await shoot(page, `collections-not-found-${width}`);
    }
  });
});
