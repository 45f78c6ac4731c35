import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { expectNoHorizontalOverflow, expectNoSeriousViolations, wovenPng } from './support/screenChecks';
import { shoot } from './support/reviewShots';

const PRODUCTS = '/studio/products';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

interface BrandChoice {
  id: string;
  name: string;
  currency: string;
  isTailoringBrand: boolean;
}

interface StoredProduct {
  id: string;
  title: string;
  description: string | null;
  studioPrice: number | null;
  salePrice: number | null;
  currency: string;
  category: string | null;
  categories: string[];
  sizes: string[];
  colors: string[];
  images: string[];
  updatedAt: string;
  brand: { id: string; name: string };
}

const PRODUCT_FIELDS =
  'id title description studioPrice salePrice currency category categories sizes colors images updatedAt brand { id name }';

async function brandChoicesAs(request: APIRequestContext, token: string): Promise<BrandChoice[]> {
  const { productBrandChoices } = await graphqlAs<{ productBrandChoices: BrandChoice[] }>(
    request,
    token,
    '{ productBrandChoices { id name currency isTailoringBrand } }',
  );
  return productBrandChoices;
}

async function productAs(request: APIRequestContext, token: string, id: string): Promise<StoredProduct | null> {
  const { editableProduct } = await graphqlAs<{ editableProduct: StoredProduct | null }>(
    request,
    token,
    `query ($id: ID!) { editableProduct(id: $id) { ${PRODUCT_FIELDS} } }`,
    { id },
  );
  return editableProduct;
}

/** The products whose title, description or brand holds `search`, as the studio list counts them. */
async function productsMatching(request: APIRequestContext, token: string, search: string) {
  const { managedProducts } = await graphqlAs<{
    managedProducts: { totalCount: number; edges: { node: { id: string } }[] };
  }>(
    request,
    token,
    'query ($filter: ManagedProductFilter) { managedProducts(first: 20, filter: $filter) { totalCount edges { node { id } } } }',
    { filter: { search } },
  );
  return managedProducts;
}

async function deleteProductAs(request: APIRequestContext, token: string, id: string): Promise<void> {
  await graphqlAs(
    request,
    token,
    'mutation ($input: DeleteProductInput!) { deleteProduct(input: $input) { deletedProductId } }',
    { input: { id } },
  );
}

/** A brand without tailoring fields and with a currency of its own. */
function plainBrand(brands: BrandChoice[]): BrandChoice {
  const brand = brands.find((each) => !each.isTailoringBrand && each.currency !== 'NONE');
  expect(brand, 'a brand outside the tailoring categories, with a currency').toBeTruthy();
  return brand!;
}

function tailoringBrand(brands: BrandChoice[]): BrandChoice {
  const brand = brands.find((each) => each.isTailoringBrand && each.currency !== 'NONE');
  expect(brand, 'a tailoring brand with a currency').toBeTruthy();
  return brand!;
}

/** Fills in everything a product needs, for `brand`, with two images. */
async function fillProduct(form: Locator, title: string, brand: BrandChoice) {
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('Hand-dyed adire cotton, cut as a wrap dress.');
  await form.getByLabel('Brand', { exact: true }).selectOption({ label: brand.name });
  await form.getByLabel('Price', { exact: true }).fill('120.50');
  await form.getByRole('checkbox', { name: 'Ready to Wear' }).check();
  await form.getByLabel('Product images').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await wovenPng(1200, 1500) },
    { name: 'back.png', mimeType: 'image/png', buffer: await wovenPng(800, 1000) },
  ]);
  await expect(form.getByRole('img', { name: 'Preview of front.png' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'Preview of back.png' })).toBeVisible();
}

test.describe('Studio products', () => {
  test('a super admin creates a product with images, sees it on its page with webp variants, edits and deletes it', async ({
    page,
    request,
  }) => {
    const title = `Journey Wrap ${stamp()}`;
    await signIn(page, SEEDED.superAdmin, PRODUCTS);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ products?$/).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'products list');
    const token = await accessTokenOf(page);
    const brand = plainBrand(await brandChoicesAs(request, token));

    await page.getByRole('link', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(/\/studio\/products\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Product' })).toBeVisible();
    const form = page.getByRole('form', { name: 'New product' });
    // Without an image the placeholder shows where the images will be.
    await expect(form.getByText('Shown until the product has an image.')).toBeVisible();

    // Nothing filled in: each of the six messages beside its field and in the summary; the focus on the title.
    await form.getByRole('button', { name: 'Create Product' }).click();
    for (const message of [
      'Please enter a product title',
      'Please enter a product description',
      'Please select a brand',
      "Please enter a price or enable 'Contact for Pricing'",
      'Please select at least one category',
      'Please upload at least one product image',
    ])
      await expect(form.getByText(message)).toHaveCount(2);
    await expect(toast(page, 'Please enter a product title')).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
    await expectNoSeriousViolations(page, 'create product with problems');

    await fillProduct(form, title, brand);
    await form.getByRole('checkbox', { name: 'Evening Gowns' }).check();
    // The currency follows the brand.
    await expect(form.getByLabel('Currency')).toHaveValue(brand.currency);
    // A sale price that is not below the price is a hint, never a refusal.
    await form.getByLabel('Sale price (optional)').fill('150');
    await expect(form.getByText('The sale price is usually below the regular price.')).toBeVisible();
    // Only digits and one decimal point are kept.
    await form.getByLabel('Sale price (optional)').fill('');
    await form.getByLabel('Sale price (optional)').pressSequentially('9a9.5.0');
    await expect(form.getByLabel('Sale price (optional)')).toHaveValue('99.50');
    await expect(form.getByText('The sale price is usually below the regular price.')).toHaveCount(0);
    // Sizes with Enter and with the plus button; blanks are ignored.
    const sizes = form.getByRole('textbox', { name: 'Sizes' });
    await sizes.fill(' M ');
    await sizes.press('Enter');
    await sizes.fill('   ');
    await sizes.press('Enter');
    await sizes.fill('L');
    await form.getByRole('button', { name: 'Add to Sizes' }).click();
    await expect(form.getByRole('list', { name: 'Sizes' }).getByRole('listitem')).toHaveText(['M', 'L']);
    await expect(page).toHaveURL(/\/studio\/products\/new$/);

    await form.getByRole('button', { name: 'Create Product' }).click();
    await expect(toast(page, 'Product created successfully!')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/studio\/products$/);

    // The search is kept in the URL and finds the new product.
    await page.getByRole('searchbox', { name: 'Search' }).fill(title);
    await expect(page).toHaveURL(/search=Journey(\+|%20)Wrap/);
    const row = page.getByRole('article', { name: title });
    await expect(row).toBeVisible();
    await expect(row.getByText(`${brand.name} · Product`)).toBeVisible();
    await expect(row.getByText('In stock')).toBeVisible();
    const found = await productsMatching(request, token, title);
    expect(found.totalCount).toBe(1);
    const productId = found.edges[0]!.node.id;
    const stored = (await productAs(request, token, productId))!;
    expect(stored).toMatchObject({
      title,
      studioPrice: 120.5,
      salePrice: 99.5,
      currency: brand.currency,
      category: 'Ready to Wear',
      categories: ['Ready to Wear', 'Evening Gowns'],
      sizes: ['M', 'L'],
    });
    expect(stored.images).toHaveLength(2);

    // The public page shows the uploaded image; its webp variants are stored beside it.
    await page.goto(`/product/${encodeURIComponent(productId)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const firstImage = new URL(stored.images[0]!, page.url());
    const shown = page.locator(`img[src="${stored.images[0]}"], img[src="${firstImage.href}"]`).first();
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const variant = firstImage.href.replace(/\.png$/, '-w320.webp');
    const variantResponse = await request.get(variant);
    expect(variantResponse.status(), variant).toBe(200);
    expect(variantResponse.headers()['content-type']).toBe('image/webp');

    // Edit: the form starts from the product; the second image goes and the title changes.
    await page.goto(`${PRODUCTS}/${encodeURIComponent(productId)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
    const edit = page.getByRole('form', { name: `Details of ${title}` });
    await expect(edit.getByLabel('Category', { exact: true })).toHaveValue('Ready to Wear');
    await expect(edit.getByLabel('Price', { exact: true })).toHaveValue('120.5');
    await expectNoSeriousViolations(page, 'edit product');
    const images = edit.getByRole('list', { name: 'Chosen product images' }).getByRole('listitem');
    await expect(images).toHaveCount(2);
    await edit.getByRole('button', { name: 'Move Image 2 earlier' }).click();
    await edit.getByRole('button', { name: 'Remove Image 2' }).click();
    await expect(images).toHaveCount(1);
    await edit.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
    await edit.getByLabel('Category', { exact: true }).selectOption('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    // Beside the select and in the summary (the select's empty choice reads the same).
    await expect(edit.getByRole('listitem').filter({ hasText: 'Please select a category' })).toHaveCount(1);
    await expect(edit.getByText('Please select a category')).toHaveCount(3);
    await expect(edit.getByLabel('Category', { exact: true })).toBeFocused();
    await edit.getByLabel('Category', { exact: true }).selectOption('Bridal');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Product updated successfully!')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/studio\/products$/);
    const edited = (await productAs(request, token, productId))!;
    expect(edited).toMatchObject({ title: `${title} (edited)`, category: 'Bridal' });
    // The second image was moved first, then removed: the first one stays.
    expect(edited.images).toEqual([stored.images[1]]);

    // Delete, after a confirmation.
    await page.goto(`${PRODUCTS}/${encodeURIComponent(productId)}`);
    await page.getByRole('button', { name: 'Delete Product' }).click();
    await page.getByRole('dialog', { name: 'Delete Product' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Product deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/products$/);
    expect((await productsMatching(request, token, title)).totalCount).toBe(0);
  });

  test('consultation clears the price, a new brand clears the collection and sets its currency, a mismatch is named', async ({
    page,
    request,
  }) => {
    await signIn(page, SEEDED.superAdmin, `${PRODUCTS}/new`);
    const token = await accessTokenOf(page);
    const brands = await brandChoicesAs(request, token);
    const tailoring = tailoringBrand(brands);
    const other =
      brands.find(
        (each) => !each.isTailoringBrand && each.currency !== 'NONE' && each.currency !== tailoring.currency,
      ) ?? plainBrand(brands);
    const form = page.getByRole('form', { name: 'New product' });

    // A brand outside the tailoring categories has no tailoring fields.
    await form.getByLabel('Brand', { exact: true }).selectOption({ label: other.name });
    await expect(form.getByRole('group', { name: 'Tailoring' })).toHaveCount(0);

    await form.getByLabel('Brand', { exact: true }).selectOption({ label: tailoring.name });
    await expect(form.getByLabel('Currency')).toHaveValue(tailoring.currency);
    await expect(form.getByRole('group', { name: 'Tailoring' })).toBeVisible();
    await form.getByLabel('Price', { exact: true }).fill('300');
    await form.getByLabel('Service type').selectOption('consultation');
    await expect(form.getByRole('checkbox', { name: /^Contact for pricing/ })).toBeChecked();
    const price = form.getByLabel(/^Price/).first();
    await expect(price).toHaveValue('');
    await expect(price).toBeDisabled();
    // Without a price the form does not ask for one now.
    await form.getByRole('button', { name: 'Create Product' }).click();
    await expect(form.getByText("Please enter a price or enable 'Contact for Pricing'")).toHaveCount(0);
    await expect(form.getByText('Please enter a product title')).toHaveCount(2);

    // A collection of the brand, then another brand: the collection is cleared, the currency is the new brand's.
    const collection = form.getByLabel('Collection (optional)');
    const collectionOptions = collection.locator('option');
    await expect(collection).toBeEnabled();
    if ((await collectionOptions.count()) > 1) {
      await collection.selectOption({ index: 1 });
      expect(await collection.inputValue()).not.toBe('');
    }
    await form.getByLabel('Brand', { exact: true }).selectOption({ label: other.name });
    await expect(form.getByLabel('Currency')).toHaveValue(other.currency);
    await expect(form.getByLabel('Collection (optional)')).toHaveValue('');

    // Another currency than the brand's is named before anything is sent.
    const another = other.currency === 'EUR' ? 'GBP' : 'EUR';
    await form.getByLabel('Currency').selectOption(another);
    const mismatch = new RegExp(
      `^Currency mismatch! This brand uses .*${other.currency}\\. Please change the product currency to ${other.currency} or contact support if you need to use a different currency\\.$`,
    );
    await expect(form.getByRole('alert').filter({ hasText: mismatch })).toBeVisible();
    await form.getByRole('button', { name: 'Create Product' }).click();
    await expect(form.getByText(mismatch).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'create product, tailoring and mismatch');
  });

  test("a brand admin opening another brand's product is sent back, and nothing is saved", async ({
    page,
    request,
    browser,
  }) => {
    await signIn(page, SEEDED.brandAdmin, PRODUCTS);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Products' })).toBeVisible();
    const brandAdminToken = await accessTokenOf(page);
    const { viewer } = await graphqlAs<{ viewer: { ownedBrands: { id: string }[] } }>(
      request,
      brandAdminToken,
      '{ viewer { ownedBrands { id } } }',
    );
    const owned = viewer.ownedBrands.map((brand) => brand.id);

    const superAdminPage = await browser.newPage();
    await signIn(superAdminPage, SEEDED.superAdmin, '/profile');
    const superAdminToken = await accessTokenOf(superAdminPage);
    await superAdminPage.close();
    const { managedProducts } = await graphqlAs<{
      managedProducts: { edges: { node: { id: string; brand: { id: string } } }[] };
    }>(request, superAdminToken, '{ managedProducts(first: 100) { edges { node { id brand { id } } } } }');
    const other = managedProducts.edges.map((edge) => edge.node).find((node) => !owned.includes(node.brand.id));
    expect(other, 'a product of a brand the brand admin does not own').toBeTruthy();
    const before = await productAs(request, superAdminToken, other!.id);

    await page.goto(`${PRODUCTS}/${encodeURIComponent(other!.id)}`);
    await expect(toast(page, "You don't have permission to edit this product")).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Products' })).toBeVisible();

    // The API refuses the change itself too.
    const refused = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${brandAdminToken}` },
      data: {
        query: 'mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { product { id } } }',
        variables: { input: { id: other!.id, title: 'Taken over' } },
      },
    });
    const body = (await refused.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toBe("You don't have permission to edit this product");
    expect(await productAs(request, superAdminToken, other!.id)).toEqual(before);

    // An admin may not edit products at all: the screen names the role.
    const adminPage = await browser.newPage();
    await signIn(adminPage, SEEDED.admin, PRODUCTS);
    await adminPage.goto(`${PRODUCTS}/${encodeURIComponent(other!.id)}`);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Insufficient Permissions' })).toBeVisible();
    await expect(adminPage.getByText(/Your role: admin\./)).toBeVisible();
    await adminPage.close();
  });

  test('a double-clicked Create makes one product', async ({ page, request }) => {
    const title = `Journey Once ${stamp()}`;
    await signIn(page, SEEDED.brandAdmin, `${PRODUCTS}/new`);
    const token = await accessTokenOf(page);
    const brand =
      (await brandChoicesAs(request, token)).find((each) => each.currency !== 'NONE') ??
      (await brandChoicesAs(request, token))[0]!;
    expect((await productsMatching(request, token, title)).totalCount).toBe(0);

    const form = page.getByRole('form', { name: 'New product' });
    await fillProduct(form, title, brand);
    await form.getByRole('button', { name: 'Create Product' }).dblclick();
    await expect(toast(page, 'Product created successfully!')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/studio\/products$/);
    const made = await productsMatching(request, token, title);
    expect(made.totalCount).toBe(1);

    // Two submits in the same moment (before the button can be disabled) make one product too.
    const second = `${title} again`;
    await page.goto(`${PRODUCTS}/new`);
    await fillProduct(form, second, brand);
    await form.evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await expect(toast(page, 'Product created successfully!')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/studio\/products$/);
    const again = await productsMatching(request, token, second);
    expect(again.totalCount).toBe(1);

    for (const { node } of [...made.edges, ...again.edges]) await deleteProductAs(request, token, node.id);
    expect((await productsMatching(request, token, title)).totalCount).toBe(0);
  });

  test('the product screens fit a phone and a desktop, and pass axe', async ({ page, request }) => {
    await signIn(page, SEEDED.brandAdmin, PRODUCTS);
    const token = await accessTokenOf(page);
    const { managedProducts } = await graphqlAs<{ managedProducts: { edges: { node: { id: string } }[] } }>(
      request,
      token,
      '{ managedProducts(first: 1, filter: { serviceType: product }) { edges { node { id } } } }',
    );
    const own = managedProducts.edges[0]!.node.id;
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${PRODUCTS}?stock=in`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByLabel('Stock')).toHaveValue('in');
      await expectNoHorizontalOverflow(page, `products list at ${width}`);
      await expectNoSeriousViolations(page, `products list at ${width}`);
      await shoot(page, `products-list-${width}`);

      await page.goto(`${PRODUCTS}/new`);
      const form = page.getByRole('form', { name: 'New product' });
      await form.getByRole('button', { name: 'Create Product' }).click();
      await expect(form.getByText('Please upload at least one product image')).toHaveCount(2);
      await expectNoHorizontalOverflow(page, `create product at ${width}`);
      await expectNoSeriousViolations(page, `create product at ${width}`);
      await shoot(page, `products-new-${width}`);

      await page.goto(`${PRODUCTS}/${encodeURIComponent(own)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
      await expect(page.getByRole('form')).toBeVisible();
      await expectNoHorizontalOverflow(page, `edit product at ${width}`);
      await expectNoSeriousViolations(page, `edit product at ${width}`);
      await shoot(page, `products-edit-${width}`);
    }
  });
});
