import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { answerOperation, failure } from './support/graphqlRoutes';
import { expectNoHorizontalOverflow, expectNoSeriousViolations, wovenPng } from './support/screenChecks';
import { shoot } from './support/reviewShots';

// Some journeys stand in for the server's answers: the offline service worker would answer first.
test.use({ serviceWorkers: 'block' });

const PORTFOLIO = '/studio/portfolio';
const NEW_PIECE = '/studio/portfolio/new';
const REQUIRED = 'Please fill in all required fields';
const IMAGE_REQUIRED = 'Please upload at least one portfolio image';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** A price as the site writes one: a currency sign next to digits. */
const PRICE = /[₦$€£]\s?\d|\d\s?(KSh|GH₵|R|E£|DH|DT|CFA|DA)\b/;

async function portfolioBrandsAs(request: APIRequestContext, token: string) {
  const { portfolioBrandChoices } = await graphqlAs<{ portfolioBrandChoices: { id: string; name: string }[] }>(
    request,
    token,
    '{ portfolioBrandChoices { id name } }',
  );
  return portfolioBrandChoices;
}

async function deleteProduct(request: APIRequestContext, token: string, id: string): Promise<void> {
  await graphqlAs(
    request,
    token,
    'mutation ($input: DeleteProductInput!) { deleteProduct(input: $input) { deletedProductId } }',
    { input: { id } },
  );
}

test.describe('Studio portfolio', () => {
  test('a super admin adds a portfolio piece that shows on its pages without a price', async ({ page, request }) => {
    const title = `Journey Gown ${stamp()}`;
    await signIn(page, SEEDED.superAdmin, PORTFOLIO);
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ portfolio pieces?$/).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'portfolio list');
    const token = await accessTokenOf(page);
    const brands = await portfolioBrandsAs(request, token);
    const brand = brands.find((each) => each.name === 'Iyawo Bridal')!;
    expect(brand, 'a brand in a tailoring category').toBeTruthy();

    await page.getByRole('link', { name: 'New Portfolio Piece' }).first().click();
    await expect(page).toHaveURL(/\/studio\/portfolio\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Portfolio Piece' })).toBeVisible();
    const form = page.getByRole('form', { name: 'New portfolio piece' });
    // Only brands in a tailoring category.
    const brandSelect = form.getByLabel('Brand', { exact: true });
    await expect(brandSelect.locator('option')).toHaveCount(brands.length + 1);
    await expect(brandSelect.locator('option', { hasText: 'Eko Threadworks' })).toHaveCount(0);
    await expect(form.getByLabel('Category')).toHaveValue('Custom Design');

    // Nothing filled in: the required fields, then the image.
    await form.getByRole('button', { name: 'Create Portfolio Piece' }).click();
    await expect(form.getByText(REQUIRED)).toHaveCount(3);
    await expect(form.getByText(IMAGE_REQUIRED)).toBeVisible();
    await expect(toast(page, REQUIRED)).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
    await expectNoSeriousViolations(page, 'new portfolio piece with problems');

    await form.getByLabel('Title', { exact: true }).fill(title);
    await brandSelect.selectOption({ label: brand.name });
    await form
      .getByLabel('Description', { exact: true })
      .fill('Ivory lace over silk, beaded by hand for a Lagos wedding.');
    await form.getByRole('button', { name: 'Create Portfolio Piece' }).click();
    await expect(form.getByText(IMAGE_REQUIRED)).toBeVisible();
    await expect(form.getByText(REQUIRED)).toHaveCount(0);
    await expect(toast(page, IMAGE_REQUIRED)).toBeVisible();

    // A fee that is not a number.
    await form.getByLabel('Consultation fee (optional)').fill('.');
    await form
      .getByLabel('Images', { exact: true })
      .setInputFiles({ name: 'gown.png', mimeType: 'image/png', buffer: await wovenPng(800, 1000) });
    await expect(form.getByRole('img', { name: 'Preview of gown.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Create Portfolio Piece' }).click();
    await expect(form.getByText('Consultation fee must be a number')).toBeVisible();
    await form.getByLabel('Consultation fee (optional)').fill('75');

    await form.getByLabel('Price range (optional)').fill('₦900,000 - ₦2,400,000');
    await form.getByLabel('Lead time (optional)').fill('8 weeks');
    await form.getByRole('button', { name: 'Add Bridal Wear to Specialties' }).click();
    await form.getByRole('button', { name: 'Add Silk to Materials' }).click();
    await form.getByRole('button', { name: 'Add Lace to Materials' }).click();
    const techniques = form.getByRole('textbox', { name: 'Techniques', exact: true });
    await techniques.fill('  Hand beading ');
    await techniques.press('Enter');
    await expect(form.getByRole('list', { name: 'Techniques' }).getByRole('listitem')).toHaveText(['Hand beading']);
    await form.getByLabel('Inspiration (optional)').fill('Yoruba lace and the bride’s grandmother’s gele.');
    await shoot(page, 'new-portfolio-1280');
    await form.getByRole('button', { name: 'Create Portfolio Piece' }).click();
    await expect(toast(page, 'Portfolio created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/portfolio$/);

    // In the list (search kept in the URL).
    await page.getByRole('searchbox', { name: 'Search' }).fill(title);
    await expect(page).toHaveURL(/search=/);
    const card = page.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(brand.name);
    await expect(card).toContainText('Custom Design');
    const href = await card.getByRole('link', { name: `View ${title}` }).getAttribute('href');
    const id = decodeURIComponent(href!.split('/').pop()!);

    try {
      // Its own page: no price and no stock badge.
      await page.goto(`/product/${encodeURIComponent(id)}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The piece's own details (the brand's other pieces below have their prices and stock).
      const details = page.getByRole('main').getByRole('heading', { level: 1, name: title }).locator('..');
      await expect(details.getByText('In Stock', { exact: true })).toHaveCount(0);
      await expect(details.getByText('Out of Stock', { exact: true })).toHaveCount(0);
      await expect(details).not.toContainText(PRICE);

      // The brand's page lists it, without a price either.
      await page.goto(`/brand/${encodeURIComponent(brand.id)}`);
      const products = page.getByRole('region', { name: 'Products' });
      if (!(await products.isVisible())) await page.getByRole('button', { name: 'View All Products' }).click();
      const link = products.getByRole('link', { name: new RegExp(title) });
      await expect(link).toBeVisible();
      await expect(link).not.toContainText(PRICE);
      await expect(link).not.toContainText('Out of Stock');
    } finally {
      await deleteProduct(request, token, id);
    }
    await page.goto(`${PORTFOLIO}?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { level: 3, name: 'No portfolio pieces match your filters' })).toBeVisible();
  });

  test('only those who manage site content open it, and a failed brand list says so', async ({ page, browser }) => {
    await signIn(page, SEEDED.brandAdmin, PORTFOLIO);
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    await page.goto(NEW_PIECE);
    await expect(page.getByRole('heading', { level: 1, name: 'New Portfolio Piece' })).toBeVisible();
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'New portfolio piece' })).toHaveCount(0);

    const context = await browser.newContext({ serviceWorkers: 'block' });
    const admin = await context.newPage();
    let failing = true;
    await answerOperation(admin, 'PortfolioBrandChoicesQuery', failure(), () => failing);
    await signIn(admin, SEEDED.admin, NEW_PIECE);
    await expect(toast(admin, 'Failed to load brands')).toBeVisible();
    const form = admin.getByRole('form', { name: 'New portfolio piece' });
    await expect(form.getByText('Failed to load brands', { exact: true })).toBeVisible();
    failing = false;
    await form.getByRole('button', { name: 'Try Again' }).click();
    await expect(form.getByLabel('Brand', { exact: true }).locator('option')).not.toHaveCount(1);
    await context.close();
  });

  test('the portfolio screens fit a phone and a desktop', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, PORTFOLIO);
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(PORTFOLIO);
      await expect(page.getByText(/^Showing \d+ of \d+ portfolio pieces?$/).first()).toBeVisible();
      await expectNoHorizontalOverflow(page, `portfolio list at ${width}px`);
      await expectNoSeriousViolations(page, `portfolio list at ${width}px`);
      await shoot(page, `portfolio-list-${width}`);

      await page.goto(NEW_PIECE);
      const form = page.getByRole('form', { name: 'New portfolio piece' });
      await form
        .getByLabel('Images', { exact: true })
        .setInputFiles({ name: 'gown.png', mimeType: 'image/png', buffer: await wovenPng(800, 1000) });
      await form.getByRole('button', { name: 'Create Portfolio Piece' }).click();
      await expect(form.getByText(REQUIRED).first()).toBeVisible();
      await expectNoHorizontalOverflow(page, `new portfolio piece at ${width}px`);
      await expectNoSeriousViolations(page, `new portfolio piece at ${width}px`);
      await shoot(page, `new-portfolio-${width}`);
    }
  });
});
