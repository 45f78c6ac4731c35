import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { expectNoHorizontalOverflow, expectNoSeriousViolations, wovenPng } from './support/screenChecks';
import { shoot } from './support/reviewShots';

const HERO = '/studio/hero';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const homeSlide = (page: Page, title: string) => page.locator(`[aria-roledescription="slide"][aria-label="${title}"]`);

test.describe('Studio hero carousel', () => {
  test('a super admin creates a slide that shows on the home page, edits it, hides it and deletes it', async ({
    page,
    request,
  }) => {
    const title = `Journey ${stamp()}`;
    await signIn(page, SEEDED.superAdmin, HERO);
    await expect(page.getByRole('heading', { level: 1, name: 'Hero Carousel' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'hero list');

    const { nextHeroDisplayOrder } = await graphqlAs<{ nextHeroDisplayOrder: number }>(
      request,
      await accessTokenOf(page),
      '{ nextHeroDisplayOrder }',
    );

    await page.getByRole('link', { name: 'New Slide' }).click();
    await expect(page).toHaveURL(/\/studio\/hero\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Hero Slide' })).toBeVisible();
    const form = page.getByRole('form', { name: 'New hero slide' });
    await expect(form.getByLabel('Display order')).toHaveValue(String(nextHeroDisplayOrder));

    // Nothing filled in: each required field says what it needs, the first also in a toast.
    await form.getByRole('button', { name: 'Create Slide' }).click();
    await expect(form.getByText('Hero image is required')).toBeVisible();
    await expect(form.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Hero title is required')).toBeVisible();
    await expect(toast(page, 'Hero image is required')).toBeVisible();
    await expect(form.getByLabel('Hero image file')).toBeFocused();
    await expect(form.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'new slide with problems');

    await form.getByLabel('Hero image file').setInputFiles({
      name: 'rainy-season.png',
      mimeType: 'image/png',
      buffer: await wovenPng(1920, 1080),
    });
    await expect(form.getByRole('img', { name: 'Preview of rainy-season.png' })).toBeVisible();
    await expect(form.getByText('Hero image is required')).toHaveCount(0);
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Hero title').fill('Indigo for the rainy season');
    await form.getByLabel('Subtitle (optional)').fill('Hand-dyed layers from Abeokuta, made to be worn in the rain.');
    await form.getByLabel('Link (optional)').fill('collections');
    // A bare word becomes a path.
    await expect(form.getByText('It will be saved as /collections.')).toBeVisible();

    const preview = page.getByRole('figure', { name: 'Slide preview' });
    await expect(preview.getByText('Indigo for the rainy season')).toBeVisible();
    await expect(preview.getByText(title)).toHaveCount(2);
    await expect(preview.getByText('The button links to /collections.')).toBeVisible();

    await form.getByRole('button', { name: 'Create Slide' }).click();
    await expect(toast(page, 'Hero slide created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/hero$/);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText(`Order ${nextHeroDisplayOrder}`)).toBeVisible();
    await expect(card.getByText('Links to /collections')).toBeVisible();

    // The home page's carousel has it.
    await page.goto('/');
    await expect(homeSlide(page, title)).toHaveCount(1);
    await expect(page.getByRole('button', { name: new RegExp(`^Show slide \\d+: ${title}$`) })).toHaveCount(1);

    // Edit it: the form is filled in, and the change is saved.
    await page.goto(HERO);
    await page
      .getByRole('article', { name: title })
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Hero Slide' })).toBeVisible();
    const editForm = page.getByRole('form', { name: `Edit hero slide ${title}` });
    await expect(editForm.getByLabel('Hero title')).toHaveValue('Indigo for the rainy season');
    await expect(editForm.getByLabel('Link (optional)')).toHaveValue('/collections');
    await expectNoSeriousViolations(page, 'edit slide');
    await editForm.getByLabel('Hero title').fill('Indigo, for every kind of rain');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Hero slide updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/hero$/);
    await expect(page.getByRole('article', { name: title }).getByText('Indigo, for every kind of rain')).toBeVisible();

    // Switched off, it leaves the home page.
    const toggle = page.getByRole('switch', { name: `Active: ${title}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toast(page, 'Hero slide updated successfully')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(homeSlide(page, title)).toHaveCount(0);

    // Delete it, after a confirmation.
    await page.goto(HERO);
    await page
      .getByRole('article', { name: title })
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete Hero Slide' });
    await expect(dialog.getByText(`Are you sure you want to delete the slide '${title}'?`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Hero slide deleted successfully')).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  });

  test('a slide that does not exist shows a toast and goes back to the list', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, HERO);
    const missing = Buffer.from('HeroSlide:00000000-0000-4000-8000-000000000000').toString('base64');
    await page.goto(`${HERO}/${missing}`);
    await expect(toast(page, 'Hero slide not found')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/hero$/);
    await page.goto(`${HERO}/not-a-slide`);
    await expect(toast(page, 'Hero slide not found')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/hero$/);
  });

  test('an admin who is not a super admin is sent to the studio home', async ({ page }) => {
    await signIn(page, SEEDED.admin, '/studio');
    for (const path of [HERO, `${HERO}/new`]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/studio$/);
      await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
    }
  });

  test('the hero screens fit a phone and a desktop', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, HERO);
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(HERO);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoHorizontalOverflow(page, `hero list at ${width}`);
      await shoot(page, `hero-list-${width}`);

      await page.goto(`${HERO}/new`);
      const form = page.getByRole('form', { name: 'New hero slide' });
      await form.getByRole('button', { name: 'Create Slide' }).click();
      await expect(form.getByText('Hero title is required')).toBeVisible();
      await form.getByLabel('Link (optional)').fill('bridal');
      await expectNoHorizontalOverflow(page, `new slide at ${width}`);
      await shoot(page, `hero-new-${width}`);

      await page.goto(HERO);
      await page
        .getByRole('article')
        .first()
        .getByRole('link', { name: /^Edit / })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Hero Slide' })).toBeVisible();
      await expect(page.getByRole('figure', { name: 'Slide preview' })).toBeVisible();
      await expectNoHorizontalOverflow(page, `edit slide at ${width}`);
      await shoot(page, `hero-edit-${width}`);
    }
  });
});
