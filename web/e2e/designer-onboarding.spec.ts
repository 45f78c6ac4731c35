import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, mailedLink, signIn, submitLoginForm } from './support/accounts';
import { wovenPng } from './support/screenChecks';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('from /join to a running studio: a designer applies, is approved, chooses a password, lands on their brand, adds an image and appears on /tailors', async ({
  browser,
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).slice(-6);
  const brandName = `Ọ̀ṣọ́ Atelier ${stamp}`;
  const email = `designer-${stamp}@journeys.adire.example`;
  const password = 'Indigo-Beads-2026';

  // The designer applies on the public site.
  await page.goto('/join');
  const form = page.getByRole('form', { name: 'Designer application' });
  await form.getByLabel('Brand name').fill(brandName);
  await form.getByLabel('Designer name').fill('Adaeze Nwosu');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Public contact email (optional)').fill(`hello-${stamp}@journeys.adire.example`);
  await form.getByLabel('Location').fill('Enugu, Nigeria');
  await form.getByLabel('Category').selectOption('Bridal');
  await form.getByLabel('Tell us about your brand').fill("We're a bridal atelier; we don't rush a gown.");
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('dialog', { name: 'Application Submitted!' })).toBeVisible();

  // A super admin approves it in the studio, in another browser.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signIn(staffPage, SEEDED.superAdmin, '/studio/applications');
  const staffToken = await accessTokenOf(staffPage);
  let brandPath: string | null = null;
  try {
    await staffPage.goto(`/studio/applications?search=${encodeURIComponent(stamp)}`);
    const card = staffPage.getByRole('article', { name: brandName, exact: true });
    await card.getByRole('button', { name: `Start review of ${brandName}` }).click();
    await card.getByRole('button', { name: `Accept ${brandName}` }).click();
    await expect(toast(staffPage, 'Application status updated successfully')).toBeVisible();
    const brandLink = card.getByRole('link', { name: brandName });
    await expect(brandLink).toHaveAttribute('href', /^\/studio\/brands\/.+/);
    brandPath = await brandLink.getAttribute('href');

    // The mailed link: choose a password, then sign in, and arrive on the brand's page in the studio.
    const link = await mailedLink(request, email, '/reset-password');
    expect(new URL(link, 'http://localhost').searchParams.get('next')).toMatch(/^\/studio\/brands\/.+/);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
    await submitLoginForm(page, email, password);
    await expect(page).toHaveURL(/\/studio\/brands\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: brandName })).toBeVisible();
    // The application's words, made formal; the brand starts unverified.
    await expect(page.getByLabel('Long description (optional)', { exact: true })).toHaveValue(
      'We are a bridal atelier; we do not rush a gown.',
    );
    // The public contact address is the one chosen in the application, never the sign-in address.
    await expect(page.getByLabel('Contact email', { exact: true })).toHaveValue(
      `hello-${stamp}@journeys.adire.example`,
    );

    // The designer adds an image to the gallery.
    const images = page.getByRole('region', { name: 'Images' });
    await images.getByLabel('Add an image', { exact: true }).setInputFiles({
      name: 'atelier.png',
      mimeType: 'image/png',
      buffer: await wovenPng(400, 300),
    });
    await expect(toast(page, 'Image added to the gallery')).toBeVisible();
    await expect(images.getByRole('img', { name: `${brandName}: Image 1` })).toBeVisible();

    // Enables tailoring, and the brand is in the tailor directory.
    const tailoring = page.getByRole('region', { name: 'Tailoring' });
    await tailoring.getByRole('button', { name: 'Enable Tailoring' }).click();
    await tailoring.getByLabel('Tailoring title', { exact: true }).fill(`${brandName} Bridal`);
    await tailoring.getByRole('checkbox', { name: 'Bridal' }).check();
    await tailoring.getByRole('button', { name: 'Save and Enable' }).click();
    await expect(toast(page, 'Tailoring profile saved')).toBeVisible();

    await page.goto(`/tailors?q=${encodeURIComponent(stamp)}`);
    await expect(page.getByRole('article', { name: brandName })).toBeVisible();
  } finally {
    // The brand goes again, so journeys that count the seeded brands see the seed.
    if (brandPath) {
      const id = decodeURIComponent(brandPath.split('/').pop()!);
      await graphqlAs(request, staffToken, 'mutation ($id: ID!) { deleteBrand(id: $id) { deletedBrandId } }', { id });
    }
    await staff.close();
  }
});
