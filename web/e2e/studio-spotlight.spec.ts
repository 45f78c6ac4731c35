import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { answerOperation, failure } from './support/graphqlRoutes';
import { expectNoHorizontalOverflow, expectNoSeriousViolations, wovenPng } from './support/screenChecks';
import { shoot, shootElement } from './support/reviewShots';

const LIST = '/studio/spotlight';
const SEEDED_TITLE = 'Designer Spotlight';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The start of an MP4 file (an ftyp box), padded: enough to be taken for video/mp4. */
const mp4 = (size = 64 * 1024) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.alloc(size - 24),
  ]);

async function openSeededEdit(page: Page) {
  await page.goto(LIST);
  await page
    .getByRole('article', { name: SEEDED_TITLE })
    .getByRole('link', { name: `Edit ${SEEDED_TITLE}` })
    .click();
  const form = page.getByRole('form', { name: `Edit spotlight ${SEEDED_TITLE}` });
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(SEEDED_TITLE);
  return form;
}

interface Choices {
  spotlightBrandChoices: { id: string; databaseId: string; name: string }[];
}

/** A brand with at least two products, and two of them, read through the API as the signed-in super admin. */
async function brandWithTwoProducts(page: Page) {
  const token = await accessTokenOf(page);
  const { spotlightBrandChoices: brands } = await graphqlAs<Choices>(
    page.request,
    token,
    '{ spotlightBrandChoices { id databaseId name } }',
  );
  for (const brand of brands) {
    const { spotlightProductChoices: products } = await graphqlAs<{
      spotlightProductChoices: { id: string; title: string; category: string | null }[];
    }>(page.request, token, 'query ($id: ID!) { spotlightProductChoices(brandId: $id) { id title category } }', {
      id: brand.id,
    });
    const named = products.filter((p, i, all) => all.findIndex((q) => q.title === p.title) === i);
    if (named.length >= 2) return { brand, products: named.slice(0, 2), other: brands.find((b) => b.id !== brand.id)! };
  }
  throw new Error('no brand with two products');
}

test.describe('Studio spotlight', () => {
  test('a super admin creates a spotlight with an image and two products; it shows on the home page; edit and delete', async ({
    page,
  }) => {
    const title = `Spotlight ${stamp()}`;
    await signIn(page, SEEDED.superAdmin, LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'Spotlight' })).toBeVisible();
    const seeded = page.getByRole('article', { name: SEEDED_TITLE });
    await expect(seeded.getByText('Active: on the home page')).toBeVisible();
    await expectNoSeriousViolations(page, 'spotlight list');
    const { brand, products, other } = await brandWithTwoProducts(page);

    await page.getByRole('link', { name: 'New Spotlight' }).click();
    await expect(page).toHaveURL(/\/studio\/spotlight\/new$/);
    const form = page.getByRole('form', { name: 'New spotlight' });
    await expect(form.getByLabel('Active (shown on the home page; turns the others off)')).toBeChecked();
    await expect(form.getByRole('button', { name: 'Add Product' })).toBeDisabled();

    // Nothing filled in: every required field says what it needs, the first in a toast too.
    await form.getByRole('button', { name: 'Create Spotlight' }).click();
    for (const message of [
      'Title is required',
      'Subtitle is required',
      'Brand name is required',
      'Brand description is required',
      'Brand quote is required',
      'Quote author is required',
      'Main image is required',
      'Brand link is required',
    ])
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(toast(page, 'Title is required')).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
    await expectNoSeriousViolations(page, 'new spotlight with problems');

    // The brand brings its name and page; its products can now be added and picked.
    await form.getByLabel('Brand', { exact: true }).selectOption({ label: brand.name });
    await expect(form.getByLabel('Brand name')).toHaveValue(brand.name);
    await expect(form.getByLabel('Brand link')).toHaveValue(`/brand/${brand.databaseId}`);
    await form.getByRole('button', { name: 'Add Product' }).click();
    await form.getByLabel('Product 1', { exact: true }).selectOption({ label: products[0]!.title });
    await expect(form.getByLabel('Name of product 1')).toHaveValue(products[0]!.title);
    await expect(form.getByLabel('Collection of product 1 (optional)')).toHaveValue(products[0]!.category ?? '');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await form.getByLabel('Product 2', { exact: true }).selectOption({ label: products[1]!.title });
    await expect(form.getByLabel('Name of product 2')).toHaveValue(products[1]!.title);

    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Subtitle').fill('Indigo, re-dyed for the rains');
    await form.getByLabel('Brand description').fill('Hand-dyed indigo from Abeokuta, cut and finished in Lagos.');
    await form.getByLabel('Brand quote').fill('Every pattern we dye is a proverb someone once told us.');
    await form.getByLabel('Quote author').fill('Founder');
    await form.getByLabel('Main image file').setInputFiles({
      name: 'spotlight.png',
      mimeType: 'image/png',
      buffer: await wovenPng(1600, 1000),
    });
    await expect(form.getByRole('img', { name: 'Preview of spotlight.png' })).toBeVisible();
    await expectNoSeriousViolations(page, 'new spotlight filled in');
    await form.getByRole('button', { name: 'Create Spotlight' }).click();
    await expect(toast(page, 'Spotlight content created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/spotlight$/);
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Active: on the home page')).toBeVisible();
    await expect(card.getByText(`2 featured products: ${products[0]!.title}, ${products[1]!.title}`)).toBeVisible();
    // One active at a time: the seeded spotlight went off.
    await expect(seeded.getByText('Not shown')).toBeVisible();

    // The home page shows it, with its two products and the brand's page.
    await page.goto('/');
    const section = page.getByRole('region', { name: brand.name });
    await expect(section.getByText(title)).toBeVisible();
    await expect(section.getByRole('img', { name: brand.name })).toBeVisible();
    const featured = section.getByRole('list', { name: 'Featured products' });
    await expect(featured.getByRole('listitem')).toHaveCount(2);
    await expect(featured.getByText(products[0]!.title)).toBeVisible();
    await expect(featured.getByText(products[1]!.title)).toBeVisible();
    await expect(section.getByRole('link', { name: `See the Collection of ${brand.name}` })).toHaveAttribute(
      'href',
      `/brand/${brand.databaseId}`,
    );
    await section.scrollIntoViewIfNeeded();
    await shoot(page, 'home-spotlight-1280');
    await expectNoSeriousViolations(page, 'home with the new spotlight');

    // Edit: the form is filled in; another brand empties the products; cancel goes back.
    await page.goto(LIST);
    await page
      .getByRole('article', { name: title })
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Spotlight' })).toBeVisible();
    const edit = page.getByRole('form', { name: `Edit spotlight ${title}` });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(edit.getByLabel('Brand', { exact: true })).toHaveValue(brand.id);
    await expect(edit.getByLabel('Name of product 2')).toHaveValue(products[1]!.title);
    await expect(edit.getByRole('img', { name: "The spotlight's current main image" })).toBeVisible();
    await expectNoSeriousViolations(page, 'edit spotlight');
    await edit.getByLabel('Brand', { exact: true }).selectOption({ label: other.name });
    await expect(edit.getByLabel('Product 1', { exact: true })).toHaveCount(0);
    await edit.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/studio\/spotlight$/);

    await page
      .getByRole('article', { name: title })
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    const again = page.getByRole('form', { name: `Edit spotlight ${title}` });
    await again.getByLabel('Subtitle').fill('Indigo for every season');
    await again.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Spotlight content updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/spotlight$/);
    await expect(page.getByRole('article', { name: title }).getByText('Indigo for every season')).toBeVisible();

    // The seeded one back on the home page, then the new one deleted after a confirmation.
    await page.getByRole('button', { name: `Activate ${SEEDED_TITLE}` }).click();
    await expect(toast(page, 'Spotlight content is now shown on the home page')).toBeVisible();
    await expect(seeded.getByText('Active: on the home page')).toBeVisible();
    await expect(page.getByRole('article', { name: title }).getByText('Not shown')).toBeVisible();
    await page
      .getByRole('article', { name: title })
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete Spotlight' });
    await expect(dialog.getByText(`Are you sure you want to delete the spotlight '${title}'?`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Spotlight content deleted successfully')).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  });

  test('a spotlight that does not exist says so and goes back to the list', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, LIST);
    const missing = Buffer.from('Spotlight:00000000-0000-4000-8000-000000000000').toString('base64');
    for (const id of [missing, 'not-a-spotlight']) {
      await page.goto(`${LIST}/${id}`);
      await expect(toast(page, 'Spotlight content not found')).toBeVisible();
      await expect(page).toHaveURL(/\/studio\/spotlight$/);
    }
  });

  test('a brand admin sees the notice on create and is sent to the studio from the others', async ({ page }) => {
    await signIn(page, SEEDED.brandAdmin, '/studio');
    await page.goto(`${LIST}/new`);
    await expect(page.getByRole('heading', { level: 1, name: 'New Spotlight' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'Access restricted: only super admins can create spotlight content.',
    );
    await expect(page.getByRole('form', { name: 'New spotlight' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'spotlight create refused');
    for (const path of [LIST, `${LIST}/some-id`]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/studio$/);
    }
  });

  test('the upload diagnostics write, read and delete in the spotlight images bucket, and refresh the session', async ({
    page,
  }) => {
    await signIn(page, SEEDED.superAdmin, LIST);
    await page.getByRole('link', { name: 'Upload Diagnostics' }).click();
    await expect(page).toHaveURL(/\/studio\/spotlight\/diagnostics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Diagnostics' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Run Diagnostics checks your session' })).toBeVisible();
    await page.getByRole('button', { name: 'Run Diagnostics' }).click();
    await expect(page.getByText('Diagnostics finished.')).toBeVisible();
    const output = page.getByLabel('Diagnostics result (JSON)');
    const result = JSON.parse((await output.textContent()) ?? '{}');
    expect(result.user.email).toBe(SEEDED.superAdmin.email);
    expect(result.session.valid).toBe(true);
    expect(result.storage).toMatchObject({
      bucket: 'spotlight-images',
      write: true,
      read: true,
      delete: true,
      error: null,
    });
    await page.getByRole('button', { name: 'Refresh Session' }).click();
    await expect(toast(page, 'Session refreshed successfully!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'How to use it' })).toContainText('Session refreshed successfully!');
    await expectNoSeriousViolations(page, 'upload diagnostics');
    // The renewed session still works.
    await page.getByRole('button', { name: 'Run Diagnostics' }).click();
    await expect(output).toContainText('"write": true');
  });

  test('a video shows on the home page with the main image as its poster; without it, the main image', async ({
    page,
  }) => {
    await signIn(page, SEEDED.superAdmin, LIST);
    const thumbnail = page.getByRole('article', { name: SEEDED_TITLE }).locator('img');
    // The row's picture may be in the page before its address is.
    await expect(thumbnail).toHaveAttribute('src', /.+/);
    const mainImage = await thumbnail.getAttribute('src');
    let form = await openSeededEdit(page);
    await form.getByLabel('Video file').setInputFiles({ name: 'campaign.mp4', mimeType: 'video/mp4', buffer: mp4() });
    await expect(form.getByText('campaign.mp4')).toBeVisible();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Spotlight content updated successfully')).toBeVisible();
    await expect(page.getByRole('article', { name: SEEDED_TITLE }).getByText('Video', { exact: true })).toBeVisible();

    await page.goto('/');
    const film = page.getByRole('region', { name: 'Asantewaa Couture' }).locator('video');
    await expect(film).toHaveAttribute('src', /\/campaigns\/.+\.mp4$/);
    await expect(film).toHaveAttribute('poster', mainImage!);

    // Clearing the address removes the video: the main image is shown again.
    form = await openSeededEdit(page);
    await form.getByLabel('Video URL').fill('');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Spotlight content updated successfully')).toBeVisible();
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Asantewaa Couture' });
    await expect(section.locator('video')).toHaveCount(0);
    await expect(section.getByRole('img', { name: 'Asantewaa Couture' })).toHaveAttribute('src', mainImage!);
  });

  test.describe('when requests fail', () => {
    test.use({ serviceWorkers: 'block' });

    test("an edit that cannot be saved says why, in the spec's words, and stays on the form", async ({ page }) => {
      await signIn(page, SEEDED.superAdmin, LIST);
      const form = await openSeededEdit(page);
      await answerOperation(page, 'useUpdateSpotlightMutation', {
        body: {
          errors: [{ message: 'You do not have permission to access this page.', extensions: { code: 'FORBIDDEN' } }],
        },
      });
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Permission denied. Please ensure you have super admin access.')).toBeVisible();
      await expect(page).toHaveURL(/\/studio\/spotlight\/.+/);
      await expect(form).toBeVisible();
    });

    test('a spotlight that cannot be loaded says so, with Try Again', async ({ page }) => {
      let failing = true;
      await signIn(page, SEEDED.superAdmin, LIST);
      await answerOperation(page, 'EditSpotlightPageQuery', failure(), () => failing);
      await page
        .getByRole('article', { name: SEEDED_TITLE })
        .getByRole('link', { name: `Edit ${SEEDED_TITLE}` })
        .click();
      await expect(toast(page, 'Failed to load spotlight content')).toBeVisible();
      await expectNoSeriousViolations(page, 'spotlight load failure');
      failing = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue(SEEDED_TITLE);
    });
  });

  test('the list is searched through the URL, with an empty state', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, LIST);
    await page.getByLabel('Search').fill('no such spotlight');
    await page.getByLabel('Search').press('Enter');
    await expect(page).toHaveURL(/search=no\+such\+spotlight/);
    await expect(page.getByRole('heading', { name: 'No spotlight content matches your search' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No spotlight content matches your search' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page.getByRole('article', { name: SEEDED_TITLE })).toBeVisible();
  });

  test('the spotlight screens fit a phone and a desktop', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, LIST);
    const seededEdit = await page
      .getByRole('article', { name: SEEDED_TITLE })
      .getByRole('link', { name: `Edit ${SEEDED_TITLE}` })
      .getAttribute('href');
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [name, path, ready] of [
        ['list', LIST, 'Spotlight'],
        ['new', `${LIST}/new`, 'New Spotlight'],
        ['edit', seededEdit!, 'Edit Spotlight'],
        ['diagnostics', `${LIST}/diagnostics`, 'Upload Diagnostics'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
        if (name === 'edit') await expect(page.getByLabel('Title', { exact: true })).toHaveValue(SEEDED_TITLE);
        if (name === 'list') await expect(page.getByRole('article').first()).toBeVisible();
        if (name === 'diagnostics') {
          await page.getByRole('button', { name: 'Run Diagnostics' }).click();
          await expect(page.getByText('Diagnostics finished.')).toBeVisible();
        }
        await expectNoHorizontalOverflow(page, `${name} at ${width}`);
        await shoot(page, `${name}-${width}`);
      }
      await page.goto('/');
      const section = page.getByRole('region', { name: 'Asantewaa Couture' });
      await expect(section.getByRole('list', { name: 'Featured products' })).toBeVisible();
      await expectNoHorizontalOverflow(page, `home at ${width}`);
      await shootElement(section, `home-section-${width}`);
    }
  });
});
