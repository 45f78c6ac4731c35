import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { expectNoHorizontalOverflow, expectNoSeriousViolations, wovenPng } from './support/screenChecks';
import { isGraphQLUrl, operationNameOf } from './support/graphqlRoutes';
import { shoot } from './support/reviewShots';

const BRANDS = '/studio/brands';
const NEW_BRAND = '/studio/brands/new';

const REQUIRED_FIELD_TOASTS = [
  'Brand name is required',
  'Brand description is required',
  'At least one category is required',
  'Location is required',
  'Brand image is required',
  "Please set a price range or mark as 'explore brand for prices'",
];

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const brandRow = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const unique = (label: string) => `${label} ${Date.now().toString(36).slice(-5)}`;

/** Bytes that start like an MP4 file (an ftyp box), padded to `size`: what the server sniffs is the start. */
function mp4Bytes(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(bytes);
  return bytes;
}

interface CreatedBrand {
  id: string;
  name: string;
}

/** A brand made through the API for one test (with a linked image), so seeded brands stay as they are. */
async function createBrandAs(
  request: APIRequestContext,
  token: string,
  page: Page,
  label: string,
): Promise<CreatedBrand> {
  const name = unique(label);
  const { createBrand } = await graphqlAs<{ createBrand: { brand: CreatedBrand } }>(
    request,
    token,
    'mutation ($input: CreateBrandInput!) { createBrand(input: $input) { brand { id name } } }',
    {
      input: {
        name,
        description: 'Made by the studio brands journey.',
        categories: ['Ready to Wear'],
        location: 'Accra, Ghana',
        exploreForPrices: true,
        image: new URL('/favicon.svg', page.url()).toString(),
      },
    },
  );
  return createBrand.brand;
}

/** Deletes a test's brand if it is still there. */
async function removeBrand(request: APIRequestContext, token: string, id: string): Promise<void> {
  await request.post('/graphql', {
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    data: { query: 'mutation ($id: ID!) { deleteBrand(id: $id) { deletedBrandId } }', variables: { id } },
  });
}

// The offline service worker claims the page as soon as it installs; requests it carries are out of
// reach of page.route, which these journeys use to stand in for failing answers.
test.use({ serviceWorkers: 'block' });

test.describe('Studio brands', () => {
  test('a brand admin creates a brand: six toasts for an empty form, then the filled form lands on its edit page', async ({
    page,
    request,
  }) => {
    await signIn(page, SEEDED.brandAdmin, NEW_BRAND);
    await expect(page.getByRole('heading', { level: 1, name: 'New Brand' })).toBeVisible();
    const token = await accessTokenOf(page);

    // Submitting the empty form: each required field has its own toast, in order, and focus goes to the name.
    await page.getByRole('button', { name: 'Create Brand' }).click();
    for (const message of REQUIRED_FIELD_TOASTS) await expect(toast(page, message)).toBeVisible();
    const name = page.getByLabel('Brand name', { exact: true });
    await expect(name).toBeFocused();
    for (const message of REQUIRED_FIELD_TOASTS) await expect(page.getByText(message).first()).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    // The name counter turns red under 10 characters left; the short description stops at 150.
    await name.fill('A'.repeat(41));
    const nameCounter = page.getByText('9 characters left');
    await expect(nameCounter).toBeVisible();
    await expect(nameCounter).toHaveAttribute('data-low', 'true');
    await expect(name).toHaveAttribute('aria-describedby', new RegExp(`${await nameCounter.getAttribute('id')}`));
    const brandName = unique('Journey Adire House');
    await name.fill(brandName);
    await expect(page.getByText(`${50 - brandName.length} characters left`)).toHaveAttribute('data-low', 'false');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    const description = page.getByLabel('Short description', { exact: true });
    await description.fill('x'.repeat(160));
    await expect(description).toHaveValue('x'.repeat(150));
    await expect(page.getByText('0 characters left')).toHaveAttribute('data-low', 'true');
    await description.fill('Indigo-dyed adire wrappers and shirts, cut in Abeokuta.');

    const categories = page.getByRole('group', { name: 'Categories' });
    await expect(categories.getByRole('checkbox')).toHaveCount(9);
    await categories.getByRole('checkbox', { name: 'Ready to Wear' }).check();
    await categories.getByRole('checkbox', { name: 'Accessories' }).check();
    await page.getByLabel('Main category', { exact: true }).selectOption('Accessories');
    await page.getByLabel('Location', { exact: true }).fill('Abeokuta, Nigeria');
    const founded = page.getByLabel('Founded year (optional)', { exact: true });
    await expect(founded.locator('option').first()).toHaveText('Not specified');
    await expect(founded.locator('option').last()).toHaveText('1950');
    await founded.selectOption('2019');

    // The price range text is previewed as it is typed.
    const currency = page.getByLabel('Currency', { exact: true });
    await expect(currency).toHaveValue('USD');
    await expect(currency.locator('option').first()).toHaveText('No currency (explore brand for prices)');
    await currency.selectOption('NGN');
    await page.getByLabel('Lowest price', { exact: true }).fill('15000');
    await page.getByLabel('Highest price', { exact: true }).fill('90000');
    await expect(page.getByText('Price range shown: ₦15,000 - ₦90,000')).toBeVisible();
    await page.getByLabel('Explore brand for prices', { exact: true }).check();
    await expect(page.getByText('Price range shown: Explore brand for prices')).toBeVisible();
    await expect(page.getByLabel('Lowest price', { exact: true })).toBeDisabled();
    await page.getByLabel('Explore brand for prices', { exact: true }).uncheck();

    // Files are checked in the browser before anything is sent.
    const imageInput = page.getByLabel('Brand image', { exact: true });
    await imageInput.setInputFiles({ name: 'brand.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(toast(page, 'Brand image must be a PNG, JPEG or WebP file.')).toBeVisible();
    await imageInput.setInputFiles({ name: 'adire.png', mimeType: 'image/png', buffer: await wovenPng(600, 400) });
    await expect(page.getByRole('img', { name: 'Preview of adire.png' })).toBeVisible();

    // The live preview shows the card as it will look.
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(preview.getByRole('heading', { name: brandName })).toBeVisible();
    await expect(preview).toContainText('Accessories');
    await expect(preview).toContainText('Abeokuta');
    await expect(preview).toContainText('₦15,000 - ₦90,000');
    await expect(preview.getByRole('img', { name: `${brandName}: brand image` })).toBeVisible();

    const videoInput = page.getByLabel('Brand video (optional)', { exact: true });
    await videoInput.setInputFiles({ name: 'brand.avi', mimeType: 'video/x-msvideo', buffer: mp4Bytes(2048) });
    await expect(toast(page, 'Brand video must be an MP4, WebM or QuickTime (MOV) file.')).toBeVisible();
    await videoInput.setInputFiles({ name: 'runway.mp4', mimeType: 'video/mp4', buffer: mp4Bytes(64 * 1024) });
    await expect(page.getByText('runway.mp4')).toBeVisible();

    await page.getByLabel('Contact email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Create Brand' }).click();
    await expect(toast(page, 'Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Contact email', { exact: true })).toBeFocused();
    await page.getByLabel('Contact email', { exact: true }).fill('');

    let created: string | null = null;
    try {
      await page.getByRole('button', { name: 'Create Brand' }).click();
      await expect(toast(page, 'Brand created successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/studio\/brands\/(?!new)[^/]+$/);
      created = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
      await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
      await expect(page.getByLabel('Brand name', { exact: true })).toHaveValue(brandName);
      await expect(page.getByLabel('Main category', { exact: true })).toHaveValue('Accessories');
      await expect(page.getByText('Price range shown: ₦15,000 - ₦90,000')).toBeVisible();
      // The video chosen on the form was uploaded once the brand existed.
      await expect(page.getByRole('region', { name: 'Video' }).locator('video')).toHaveAttribute('src', /\.mp4$/);
      // A brand admin does not verify brands; the switch is not there.
      await expect(page.getByRole('switch', { name: 'Verified brand' })).toHaveCount(0);
      await expect(page.getByText(`created brand "${brandName}"`)).toBeVisible();

      // The new brand is one of 'Your Brands', unverified, with its links.
      await page.goto(BRANDS);
      await expect(page.getByRole('heading', { level: 1, name: 'Your Brands' })).toBeVisible();
      const row = brandRow(page, brandName);
      await expect(row).toBeVisible();
      await expect(row).toContainText('Accessories');
      await expect(row).toContainText('Abeokuta, Nigeria');
      await expect(row).toContainText('Not verified');
      await expect(row.getByRole('link', { name: `View on Site for ${brandName}` })).toHaveAttribute(
        'href',
        `/brand/${encodeURIComponent(created)}`,
      );
      await row.getByRole('link', { name: `Edit ${brandName}` }).click();
      await expect(page).toHaveURL(
        new RegExp(`/studio/brands/${encodeURIComponent(created).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    } finally {
      if (created) await removeBrand(request, token, created);
    }
  });

  test('editing: a new name has its own toast, tailoring puts the brand on /tailors and takes it off, delete returns to the list', async ({
    page,
    request,
  }) => {
    await signIn(page, SEEDED.brandAdmin, BRANDS);
    const token = await accessTokenOf(page);
    const brand = await createBrandAs(request, token, page, 'Journey Edit');
    try {
      await page.goto(`${BRANDS}/${encodeURIComponent(brand.id)}`);
      await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View on Site' })).toHaveAttribute(
        'href',
        `/brand/${encodeURIComponent(brand.id)}`,
      );
      // The edit category list leaves out the curated category.
      const categories = page.getByRole('group', { name: 'Categories' });
      await expect(categories.getByRole('checkbox')).toHaveCount(8);
      await expect(categories.getByRole('checkbox', { name: 'High End Fashion Brands' })).toHaveCount(0);

      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'There are no changes to save.')).toBeVisible();

      // Emptying a required field is refused before anything is sent.
      await page.getByLabel('Location', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Location is required')).toBeVisible();
      await expect(page.getByLabel('Location', { exact: true })).toBeFocused();
      await page.getByLabel('Location', { exact: true }).fill('Kumasi, Ghana');

      const renamed = unique('Journey Renamed');
      await page.getByLabel('Brand name', { exact: true }).fill(renamed);
      await expect(
        page.getByRole('region', { name: 'Live preview' }).getByRole('heading', { name: renamed }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        toast(page, `Brand updated successfully. Its collections, products and reviews now show the name ${renamed}.`),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByText(`updated brand "${renamed}"`)).toBeVisible();
      await expect(history).toContainText(brand.name);

      // A change that keeps the name has the plain toast.
      await page.getByLabel('Instagram', { exact: true }).fill('@journeyadire');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Brand updated successfully')).toHaveText(/^Brand updated successfully$/);

      // Gallery: an image is added (through a multipart request) and removed again.
      const images = page.getByRole('region', { name: 'Images' });
      await images.getByLabel('Add an image', { exact: true }).setInputFiles({
        name: 'gallery.png',
        mimeType: 'image/png',
        buffer: await wovenPng(600, 400),
      });
      await expect(toast(page, 'Image added to the gallery')).toBeVisible();
      await expect(images.getByRole('img', { name: `${renamed}: Image 1` })).toBeVisible();
      await images.getByRole('button', { name: 'Remove Image 1' }).click();
      await page
        .getByRole('dialog', { name: 'Remove Image' })
        .getByRole('button', { name: 'Delete', exact: true })
        .click();
      await expect(toast(page, 'Image removed from the gallery')).toBeVisible();
      await expect(images.getByLabel('Add an image', { exact: true })).toBeFocused();
      await expect(images.getByRole('img', { name: `${renamed}: Image 1` })).toHaveCount(0);

      // A large video goes straight to storage, with its progress, then the brand shows it.
      const video = page.getByRole('region', { name: 'Video' });
      await expect(video).toContainText('No video yet.');
      // Storage answers a moment later, so the progress bar can be seen.
      await page.route('**/*', async (route) => {
        if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.fallback();
      });
      await video.getByLabel('Upload a video', { exact: true }).setInputFiles({
        name: 'lookbook.mp4',
        mimeType: 'video/mp4',
        buffer: mp4Bytes(9 * 1024 * 1024),
      });
      await expect(video.getByRole('progressbar', { name: 'Uploading brand video' })).toBeVisible();
      await expect(toast(page, 'Brand video uploaded')).toBeVisible();
      await expect(video.getByRole('progressbar')).toHaveCount(0);
      await expect(video.locator('video')).toHaveAttribute('src', /\.mp4$/);
      await expect(history.getByText(`set the video of brand "${renamed}"`)).toBeVisible();

      // Tailoring on: the brand is listed in the tailor directory.
      const tailoring = page.getByRole('region', { name: 'Tailoring' });
      await expect(tailoring).toContainText('Tailoring off');
      await tailoring.getByRole('button', { name: 'Enable Tailoring' }).click();
      const title = tailoring.getByLabel('Tailoring title', { exact: true });
      await expect(title).toBeFocused();
      await title.fill('');
      await tailoring.getByRole('button', { name: 'Save and Enable' }).click();
      await expect(toast(page, 'Tailoring title is required')).toBeVisible();
      await title.fill(`${renamed} Bridal`);
      await tailoring.getByRole('checkbox', { name: 'Bridal' }).check();
      await tailoring.getByLabel('Lead time (optional)', { exact: true }).fill('3-5 weeks');
      await tailoring.getByRole('button', { name: 'Save and Enable' }).click();
      await expect(toast(page, 'Tailoring profile saved')).toBeVisible();
      await expect(tailoring).toContainText('Tailoring on');

      await page.goto(`/tailors?q=${encodeURIComponent(renamed)}`);
      await expect(page.getByRole('article', { name: renamed })).toBeVisible();

      // Tailoring off, after a confirmation: the brand leaves the directory.
      await page.goto(`${BRANDS}/${encodeURIComponent(brand.id)}`);
      await expect(
        page.getByRole('region', { name: 'Tailoring' }).getByLabel('Lead time (optional)', { exact: true }),
      ).toHaveValue('3-5 weeks');
      await page.getByRole('button', { name: 'Disable Tailoring' }).click();
      const dialog = page.getByRole('dialog', { name: 'Disable Tailoring' });
      await dialog.getByRole('button', { name: 'Disable' }).click();
      await expect(toast(page, 'Tailoring disabled')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Tailoring' })).toContainText('Tailoring off');
      await expect(page.getByRole('button', { name: 'Enable Tailoring' })).toBeFocused();
      await page.goto(`/tailors?q=${encodeURIComponent(renamed)}`);
      await expect(page.getByText('No tailors match your search.')).toBeVisible();
      await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);

      // Delete asks first, then returns to the list without the brand.
      await page.goto(`${BRANDS}/${encodeURIComponent(brand.id)}`);
      await page.getByRole('button', { name: 'Delete Brand' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Brand' });
      await expect(confirm).toContainText(`Are you sure you want to delete ${renamed}?`);
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(toast(page, 'Brand deleted successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/studio\/brands$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your Brands' })).toBeVisible();
      await expect(brandRow(page, renamed)).toHaveCount(0);
    } finally {
      await removeBrand(request, token, brand.id);
    }
  });

  test("a brand admin opening another brand's address is refused and nothing is saved; an unknown id is not found", async ({
    page,
    request,
  }) => {
    await signIn(page, SEEDED.brandAdmin, BRANDS);
    const token = await accessTokenOf(page);
    const { viewer, brands } = await graphqlAs<{
      viewer: { ownedBrands: { id: string }[] };
      brands: { edges: { node: { id: string; name: string } }[] };
    }>(request, token, '{ viewer { ownedBrands { id } } brands(first: 50) { edges { node { id name } } } }');
    const owned = new Set(viewer.ownedBrands.map((b) => b.id));
    const other = brands.edges.map(({ node }) => node).find((node) => !owned.has(node.id))!;
    expect(other, 'a seeded brand the brand admin does not own').toBeTruthy();

    await page.goto(`${BRANDS}/${encodeURIComponent(other.id)}`);
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByLabel('Brand name', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to Your Brands' })).toHaveAttribute('href', BRANDS);

    // The API refuses the change too, and the brand keeps its name.
    const refused = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      data: {
        query: 'mutation ($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { id } } }',
        variables: { input: { id: other.id, name: 'Taken over' } },
      },
    });
    const body = (await refused.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { brand } = await graphqlAs<{ brand: { name: string } }>(
      request,
      token,
      'query ($id: ID!) { brand(id: $id) { name } }',
      {
        id: other.id,
      },
    );
    expect(brand.name).toBe(other.name);

    // A brand that fails to load says so, with a toast, and can be tried again.
    let failing = true;
    await page.route(isGraphQLUrl, (route) => {
      const name = operationNameOf(route.request());
      if (!failing || name !== 'EditBrandPageQuery') return route.fallback();
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"down"}]}' });
    });
    await page.goto(`${BRANDS}/${encodeURIComponent(other.id)}`);
    await expect(toast(page, 'Error loading brand data')).toBeVisible();
    const notice = page.getByRole('alert').filter({
      hasText: 'An error occurred while loading the brand. Please try again later.',
    });
    await expect(notice).toBeVisible();
    failing = false;
    await notice.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();

    await page.goto(`${BRANDS}/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('heading', { level: 1, name: 'Brand not found' })).toBeVisible();
    await expect(page.getByText('Brand not found. Please check the URL or try again later.')).toBeVisible();
  });

  test('an admin searches and filters by verification (kept in the address) and sees the verified switch', async ({
    page,
    request,
  }) => {
    await signIn(page, SEEDED.superAdmin, BRANDS);
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
    const token = await accessTokenOf(page);
    const summary = page.getByText(/^Showing [\d,]+ of [\d,]+ brands?$/).first();
    const count = async (filter: Record<string, unknown>) =>
      (
        await graphqlAs<{ managedBrands: { totalCount: number } }>(
          request,
          token,
          'query ($filter: BrandFilter) { managedBrands(first: 1, filter: $filter) { totalCount } }',
          { filter },
        )
      ).managedBrands.totalCount;

    const all = await count({});
    await expect(summary).toHaveText(`Showing ${Math.min(all, 20)} of ${all} brands`);
    const bar = page.getByRole('search', { name: 'Filter brands' });
    await bar.getByLabel('Verification', { exact: true }).selectOption('verified');
    await expect(page).toHaveURL(/[?&]verified=verified/);
    const verified = await count({ verified: true });
    await expect(summary).toHaveText(
      `Showing ${Math.min(verified, 20)} of ${verified} ${verified === 1 ? 'brand' : 'brands'}`,
    );
    await expect(page.getByRole('article').filter({ hasText: 'Not verified' })).toHaveCount(0);

    await bar.getByLabel('Verification', { exact: true }).selectOption('unverified');
    const unverified = await count({ verified: false });
    await expect(summary).toHaveText(
      `Showing ${Math.min(unverified, 20)} of ${unverified} ${unverified === 1 ? 'brand' : 'brands'}`,
    );
    await bar.getByLabel('Verification', { exact: true }).selectOption('');

    await bar.getByLabel('Search', { exact: true }).fill('Lagos');
    await expect(page).toHaveURL(/[?&]search=Lagos/);
    const lagos = await count({ search: 'Lagos' });
    await expect(summary).toHaveText(`Showing ${Math.min(lagos, 20)} of ${lagos} ${lagos === 1 ? 'brand' : 'brands'}`);
    await page.reload();
    await expect(bar.getByLabel('Search', { exact: true })).toHaveValue('Lagos');
    await expect(summary).toHaveText(`Showing ${Math.min(lagos, 20)} of ${lagos} ${lagos === 1 ? 'brand' : 'brands'}`);

    await bar.getByLabel('Search', { exact: true }).fill('no brand is called this');
    await expect(page.getByRole('heading', { name: 'No brands match your filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/studio\/brands$/);

    // Load more pages through the list.
    if (all > 20) {
      await page.getByRole('button', { name: 'Load more brands' }).click();
      await expect(page.getByRole('article')).toHaveCount(Math.min(all, 40));
    }

    // An admin verifies a brand with the switch; the list shows it.
    const brand = await createBrandAs(request, token, page, 'Journey Verify');
    try {
      await bar.getByLabel('Search', { exact: true }).fill(brand.name);
      await brandRow(page, brand.name)
        .getByRole('link', { name: `Edit ${brand.name}` })
        .click();
      const verifiedSwitch = page.getByRole('switch', { name: 'Verified brand' });
      await expect(verifiedSwitch).not.toBeChecked();
      await verifiedSwitch.check();
      await expect(page.getByRole('region', { name: 'Live preview' }).getByText('Verified')).toBeVisible();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Brand updated successfully')).toBeVisible();
      await page.goBack();
      await expect(brandRow(page, brand.name)).toContainText('Verified');
      await expect(brandRow(page, brand.name)).not.toContainText('Not verified');
    } finally {
      await removeBrand(request, token, brand.id);
    }
  });

  test('refusals of a new brand: no permission, a lost connection, and an ended session that reloads the page', async ({
    page,
  }) => {
    await signIn(page, SEEDED.brandAdmin, NEW_BRAND);
    let answer: 'forbidden' | 'offline' | 'expired' = 'forbidden';
    let creates = 0;
    await page.route(isGraphQLUrl, async (route) => {
      const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
      if (!body.includes('useCreateBrandMutation')) return route.fallback();
      creates += 1;
      if (answer === 'offline') return route.abort('internetdisconnected');
      const [message, code] =
        answer === 'forbidden'
          ? ["You don't have permission to create brands. Contact an administrator.", 'FORBIDDEN']
          : ['Your session has expired. Please log in again.', 'UNAUTHENTICATED'];
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message, extensions: { code } }] }),
      });
    });

    const brandName = unique('Journey Refused');
    await page.getByLabel('Brand name', { exact: true }).fill(brandName);
    await page.getByLabel('Short description', { exact: true }).fill('Never created.');
    await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox', { name: 'Bridal' }).check();
    await page.getByLabel('Location', { exact: true }).fill('Dakar, Senegal');
    await page.getByLabel('Explore brand for prices', { exact: true }).check();
    await page
      .getByLabel('Brand image', { exact: true })
      .setInputFiles({ name: 'adire.png', mimeType: 'image/png', buffer: await wovenPng(600, 400) });
    const create = page.getByRole('button', { name: 'Create Brand' });

    await create.click();
    await expect(toast(page, "You don't have permission to create brands. Contact an administrator.")).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/brands\/new$/);

    answer = 'offline';
    await create.click();
    await expect(toast(page, 'Network error. Please check your connection and try again.')).toBeVisible();

    answer = 'expired';
    const reloaded = page.waitForEvent('load');
    const sent = creates;
    await create.click();
    await expect(toast(page, 'Your session has expired. Please log in again.')).toBeVisible();
    expect(creates).toBeGreaterThan(sent);
    // The page reloads 2 seconds later; the form starts empty again.
    await reloaded;
    await expect(page.getByLabel('Brand name', { exact: true })).toHaveValue('');
  });

  test('a brand list that fails to load says so and can be tried again', async ({ page }) => {
    let failing = true;
    await page.route(isGraphQLUrl, (route) => {
      const name = operationNameOf(route.request());
      if (!failing || name !== 'BrandResultsQuery') return route.fallback();
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"down"}]}' });
    });
    await signIn(page, SEEDED.brandAdmin, BRANDS);
    await expect(toast(page, 'Failed to load brands')).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'The brands could not be loaded.' });
    await expect(notice).toBeVisible();
    failing = false;
    await notice.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText(/^Showing \d+ of \d+ brands?$/).first()).toBeVisible();
  });

  test('list, new and edit screens pass axe and fit a 390 px phone and a 1280 px desktop', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, SEEDED.brandAdmin, BRANDS);
    const token = await accessTokenOf(page);
    const brand = await createBrandAs(request, token, page, 'Journey Axe');
    try {
      const editPath = `${BRANDS}/${encodeURIComponent(brand.id)}`;
      const screens: [string, string, () => Promise<void>][] = [
        ['list', BRANDS, () => expect(brandRow(page, brand.name)).toBeVisible()],
        ['new', NEW_BRAND, () => expect(page.getByRole('button', { name: 'Create Brand' })).toBeVisible()],
        ['edit', editPath, () => expect(page.getByRole('region', { name: 'History' })).toContainText('created brand')],
      ];
      for (const [name, path, ready] of screens) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path);
        await ready();
        await expectNoSeriousViolations(page, `${name} at 1280 px`);
        await expectNoHorizontalOverflow(page, `${name} at 1280 px`);
        await shoot(page, `${name}-1280`);

        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(path);
        await ready();
        await expectNoHorizontalOverflow(page, `${name} at 390 px`);
        await shoot(page, `${name}-390`);
      }

      // The new-brand form with its problems shown, at both widths.
      await page.goto(NEW_BRAND);
      await page.getByRole('button', { name: 'Create Brand' }).click();
      await expect(page.getByLabel('Brand name', { exact: true })).toBeFocused();
      await expectNoHorizontalOverflow(page, 'new with problems at 390 px');
      await shoot(page, 'new-problems-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoSeriousViolations(page, 'new with problems at 1280 px');

      await page.goto(editPath);
      await page.getByRole('button', { name: 'Enable Tailoring' }).click();
      await expectNoSeriousViolations(page, 'edit with the tailoring form');
      await page.getByRole('button', { name: 'Delete Brand' }).click();
      await expectNoSeriousViolations(page, 'edit with the delete dialog');
      await shoot(page, 'edit-delete-1280', false);
    } finally {
      await removeBrand(request, token, brand.id);
    }
  });
});
