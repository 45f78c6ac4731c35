import { expect, test, type Browser, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { answerOperation, failure } from './support/graphqlRoutes';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';
import { shoot } from './support/reviewShots';

const INBOX = '/studio/inbox';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

interface OwnedBrands {
  viewer: {
    ownedBrands: { id: string; name: string; products: { edges: { node: { databaseId: string; title: string } }[] } }[];
  };
}
const OWNED_BRANDS = `{ viewer { ownedBrands { id name products(first: 1) { edges { node { databaseId title } } } } } }`;

/** One of the brand admin's brands with a product, read with their token in a context of its own. */
async function ownedProduct(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, SEEDED.brandAdmin);
  const { viewer } = await graphqlAs<OwnedBrands>(page.request, await accessTokenOf(page), OWNED_BRANDS);
  await context.close();
  const brand = viewer.ownedBrands.find((b) => b.products.edges.length > 0)!;
  return { brand, product: brand.products.edges[0]!.node };
}

test.describe('Studio inbox', () => {
  test("a shopper's custom order reaches the brand admin's inbox unread, opens for the tailor and links to its lead", async ({
    page,
    browser,
  }) => {
    const id = stamp();
    const customer = `Adaeze Inbox ${id}`;
    const { brand, product } = await ownedProduct(browser);

    // The shopper orders the piece made to measure.
    const shopper = await browser.newContext();
    const shop = await shopper.newPage();
    await signIn(shop, SEEDED.shopper, `/product/${product.databaseId}`);
    await shop.getByRole('button', { name: 'Request Custom Order' }).click();
    const order = shop.getByRole('dialog', { name: `Custom Order: ${product.title}` });
    await order.getByLabel('Fit preference').selectOption('slightly-fitted');
    await order.getByLabel('Length preference').selectOption('long');
    await order.getByLabel('Sleeve preference').selectOption('three-quarter');
    await order.getByLabel('Special requirements').fill('Lined bodice, please');
    await order.getByRole('button', { name: 'Next' }).click();
    await order.getByLabel('Full name').fill(customer);
    await order.getByLabel('Phone').fill('+234 801 234 5678');
    await order.getByLabel('Country').selectOption('Nigeria');
    await order.getByLabel('Address').fill('12 Broad Street');
    await order.getByLabel('City').fill('Lagos');
    await order.getByLabel('State / Region').fill('Lagos State');
    await order.getByLabel('Postal code').fill('100001');
    await order.getByRole('button', { name: 'Next' }).click();
    await order.getByRole('button', { name: 'Submit Order' }).click();
    await expect(shop.getByRole('dialog', { name: 'Custom Order Submitted' })).toBeVisible();
    await shopper.close();

    // A visitor writes to the same brand.
    const enquiry = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query: `mutation ($input: SubmitContactEnquiryInput!) { submitContactEnquiry(input: $input) { enquiryId } }`,
        variables: {
          input: {
            name: `Kwame Enquirer ${id}`,
            email: `kwame.${id}@example.com`,
            subject: `Bridal fitting ${id}`,
            message: 'Do you take bridal fittings in December? I would travel from Accra.',
            brandId: brand.id,
          },
        },
      },
    });
    expect(((await enquiry.json()) as { errors?: unknown }).errors).toBeUndefined();

    // The brand admin finds the order unread.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, SEEDED.brandAdmin, INBOX);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Inbox' })).toBeVisible();
    await expect(page.getByText(/unread$/).first()).toBeVisible();
    const rows = page.getByRole('region', { name: 'Inbox entries' }).getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    await expectNoSeriousViolations(page, 'inbox list');
    await shoot(page, 'inbox-list-1280');

    await page.getByRole('search', { name: 'Filter inbox' }).getByLabel('Search').fill(customer);
    await page.getByRole('search', { name: 'Filter inbox' }).getByLabel('Search').press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(customer).replace(/%20/g, '(\\+|%20)')}`));
    const row = page.getByRole('button', { name: new RegExp(`^Unread: ${customer}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Custom order: ${product.title}`);

    // Opening it shows the order laid out for the tailor, and marks it read.
    await row.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Custom order: ${product.title}`) });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/entry=/);
    const fit = dialog.getByRole('region', { name: 'Measurements and fit' });
    await expect(fit.getByText('Slightly fitted')).toBeVisible();
    await expect(fit.getByText('Three-quarter')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Special requirements' })).toContainText('Lined bodice, please');
    const address = dialog.getByRole('region', { name: 'Deliver to' }).locator('address');
    await expect(address).toContainText('12 Broad Street');
    await expect(address).toContainText('Lagos, Lagos State, 100001');
    await expect(address).toContainText('Nigeria');
    await expect(dialog.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', /^mailto:/);
    await expect(dialog.getByRole('link', { name: 'Call +234 801 234 5678' })).toHaveAttribute(
      'href',
      'tel:+2348012345678',
    );
    await expect(dialog.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await expect(dialog.getByText(/· Read$/)).toBeVisible();
    await expectNoSeriousViolations(page, 'inbox entry');
    await shoot(page, 'inbox-entry-1280', false);

    // Mark as unread, close, and the row is unread again; focus is back on it.
    await dialog.getByRole('button', { name: 'Mark as unread' }).click();
    await expect(toast(page, 'Marked as unread')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(`^Unread: ${customer}`) })).toBeFocused();
    await page.getByRole('button', { name: new RegExp(`^Unread: ${customer}`) }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Mark as unread' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: new RegExp(`^${customer}`) })).toBeVisible();

    // The enquiry is there too, with the kind filter in the URL.
    await page.goto(`${INBOX}?kind=enquiry&search=${encodeURIComponent(id)}`);
    await expect(page.getByLabel('Kind')).toHaveValue('enquiry');
    const enquiryRow = page.getByRole('button', { name: new RegExp(`^Unread: Kwame Enquirer ${id}`) });
    await expect(enquiryRow).toContainText(`Bridal fitting ${id}`);
    await expect(page.getByRole('button', { name: new RegExp(customer) })).toHaveCount(0);

    // At 390 px the entry takes the whole screen and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('status').filter({ hasText: /^\d+ unread$/ })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'inbox list at 390 px');
    await shoot(page, 'inbox-list-390');
    await enquiryRow.click();
    const enquiryDialog = page.getByRole('dialog', { name: `Bridal fitting ${id}` });
    await expect(enquiryDialog.getByText('I would travel from Accra.', { exact: false })).toBeVisible();
    const box = await enquiryDialog.boundingBox();
    expect(box?.width).toBe(390);
    await expectNoHorizontalOverflow(page, 'inbox entry at 390 px');
    await shoot(page, 'inbox-entry-390', false);
    await page.keyboard.press('Escape');

    // Back to the order, and on to its lead.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${INBOX}?search=${encodeURIComponent(customer)}`);
    await page.getByRole('button', { name: new RegExp(customer) }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Open the lead' }).click();
    await expect(page).toHaveURL(/\/studio\/leads\?lead=/);
    await expect(page.getByText('Showing the lead you followed a link to.')).toBeVisible();
    await expect(page.getByText('Showing 1 of 1 lead')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: customer })).toBeVisible();
    await page.getByRole('button', { name: 'Show all leads' }).click();
    await expect(page).toHaveURL(/\/studio\/leads$/);
  });

  test.describe('states', () => {
    test.use({ serviceWorkers: 'block' });

    test('says when the inbox fails to load and tries again, and when nothing matches', async ({ page }) => {
      let failing = true;
      await answerOperation(page, 'InboxResultsQuery', failure(), () => failing);
      await signIn(page, SEEDED.admin, INBOX);
      await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
      await expect(page.getByText('The inbox could not be loaded.')).toBeVisible();
      await expect(toast(page, 'Failed to load inbox')).toBeVisible();
      failing = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('region', { name: 'Inbox entries' }).getByRole('listitem').first()).toBeVisible();

      await page.goto(`${INBOX}?search=${stamp()}-nobody`);
      await expect(page.getByRole('heading', { name: 'Nothing matches your filters' })).toBeVisible();
      await page.getByRole('button', { name: 'Reset filters' }).click();
      await expect(page).toHaveURL(/\/studio\/inbox$/);
    });

    test('shows the no-permission state when the API refuses the viewer', async ({ page }) => {
      await answerOperation(page, 'InboxResultsQuery', {
        body: {
          errors: [{ message: 'You do not have permission to access this page.', extensions: { code: 'FORBIDDEN' } }],
        },
      });
      await signIn(page, SEEDED.brandAdmin, INBOX);
      await expect(
        page.getByRole('alert').filter({ hasText: 'You do not have permission to access this page.' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Inbox' })).toBeVisible();
    });
  });
});
