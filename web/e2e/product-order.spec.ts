import { expect, test, type Browser } from '@playwright/test';
import { SEEDED, signIn, submitLoginForm } from './support/accounts';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { DirectoryPage } from './directoryPage';

interface OwnedBrands {
  viewer: {
    ownedBrands: { id: string; name: string; products: { edges: { node: { databaseId: string; title: string } }[] } }[];
  };
}
interface Leads {
  leads: {
    edges: {
      node: {
        customerName: string;
        customerEmail: string;
        source: string;
        leadType: string;
        brand: { name: string } | null;
      };
    }[];
  };
}

const OWNED_BRANDS = `{ viewer { ownedBrands { id name products(first: 1) { edges { node { databaseId title } } } } } }`;
const LEADS = `{ leads(first: 20) { edges { node { customerName customerEmail source leadType brand { name } } } } }`;

/** Signs the brand admin in, in a context of their own, and returns their token. */
async function brandAdminToken(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, SEEDED.brandAdmin);
  const token = await accessTokenOf(page);
  await context.close();
  return token;
}

test.describe('Product detail and custom orders', () => {
  test("a visitor finds one of the brand admin's products, signs in to order, and the brand sees the lead", async ({
    page,
    request,
    browser,
  }) => {
    const adminToken = await brandAdminToken(browser);
    const { viewer } = await graphqlAs<OwnedBrands>(request, adminToken, OWNED_BRANDS);
    const brand = viewer.ownedBrands.find((b) => b.products.edges.length > 0)!;
    const product = brand.products.edges[0]!.node;

    // Directory -> brand -> product, signed out.
    const directory = new DirectoryPage(page);
    await directory.open();
    await directory.search.fill(brand.name);
    await expect(directory.cards.first().getByRole('heading', { level: 3 })).toHaveText(brand.name);
    await directory.cards.first().getByRole('link', { name: brand.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
    await page.goto(`/product/${product.databaseId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Directory' })).toHaveAttribute('href', '/directory');
    await expect(breadcrumb.getByRole('link', { name: brand.name })).toHaveAttribute(
      'href',
      `/brand/${encodeURIComponent(brand.id)}`,
    );

    // Ordering asks for an account first.
    await page.getByRole('button', { name: 'Request Custom Order' }).click();
    const prompt = page.getByRole('dialog', { name: 'Sign In Required' });
    await expect(prompt.getByText('Please sign in to submit custom orders.')).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await prompt.getByRole('link', { name: 'Sign In' }).click();
    await submitLoginForm(page, SEEDED.shopper.email, SEEDED.shopper.password);
    await expect(page).toHaveURL(new RegExp(`/product/${product.databaseId}$`));

    // The order, in three steps.
    await page.getByRole('button', { name: 'Request Custom Order' }).click();
    const order = page.getByRole('dialog', { name: `Custom Order: ${product.title}` });
    await expect(order.getByRole('tab', { name: 'Measurements' })).toHaveAttribute('aria-selected', 'true');
    await expect(order.getByLabel('Fit preference')).toHaveValue('regular');
    await expect(order.getByLabel('Length preference')).toHaveValue('regular');
    await expect(order.getByLabel('Sleeve preference')).toHaveValue('long');
    await order.getByLabel('Fit preference').selectOption('slightly-fitted');
    await order.getByRole('button', { name: 'Next' }).click();
    await expect(order.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
    await expect(order.getByLabel('Email')).toHaveValue(SEEDED.shopper.email);
    await order.getByLabel('Full name').fill('');
    await order.getByRole('button', { name: 'Next' }).click();
    await expect(order.getByRole('button', { name: 'Submit Order' })).toBeVisible();

    // Submitting without a name goes back to the contact step with the spec's messages.
    await order.getByRole('button', { name: 'Submit Order' }).click();
    await expect(page.getByText('Please complete: Full name')).toBeVisible();
    await expect(order.getByText('Full name is required')).toBeVisible();
    await order.getByLabel('Full name').fill('Ngozi Journey');
    await order.getByLabel('Country').selectOption('Ghana');
    await order.getByRole('button', { name: 'Next' }).click();
    await expect(order.getByLabel('Order summary')).toContainText('Slightly fitted');
    await order.getByRole('button', { name: 'Previous' }).click();
    await expect(order.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
    await order.getByRole('tab', { name: 'Review' }).click();
    await order.getByRole('button', { name: 'Submit Order' }).click();

    const done = page.getByRole('dialog', { name: 'Custom Order Submitted' });
    await expect(done.getByText('within 24-48 hours')).toBeVisible();
    await done.getByRole('button', { name: 'Close', exact: true }).first().click();

    // It opens afresh.
    await page.getByRole('button', { name: 'Request Custom Order' }).click();
    await expect(
      page.getByRole('dialog', { name: `Custom Order: ${product.title}` }).getByLabel('Fit preference'),
    ).toHaveValue('regular');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The brand admin sees the lead.
    const { leads } = await graphqlAs<Leads>(request, adminToken, LEADS);
    expect(leads.edges.map((e) => e.node)).toContainEqual({
      customerName: 'Ngozi Journey',
      customerEmail: SEEDED.shopper.email,
      source: 'custom_order',
      leadType: 'custom_order',
      brand: { name: brand.name },
    });
  });

  test('a brand request checks its fields and is sent', async ({ page, request, browser }) => {
    const adminToken = await brandAdminToken(browser);
    const { viewer } = await graphqlAs<OwnedBrands>(request, adminToken, OWNED_BRANDS);
    const product = viewer.ownedBrands.find((b) => b.products.edges.length > 0)!.products.edges[0]!.node;
    await signIn(page, SEEDED.shopper, `/product/${product.databaseId}`);

    await page.getByRole('button', { name: 'Request from Brand' }).click();
    const dialog = page.getByRole('dialog', { name: `Request: ${product.title}` });
    await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
    expect(await dialog.getByLabel('Quantity').locator('option').allTextContents()).toEqual(['1', '2', '3', '4', '5']);
    expect(await dialog.getByLabel('Country').locator('option').count()).toBeGreaterThanOrEqual(41);
    await dialog.getByLabel('Email address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await dialog.getByLabel('Email address').fill('');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(dialog.getByText('Email address is required')).toBeVisible();
    await dialog.getByLabel('Email address').fill('kofi.request@example.com');
    await dialog.getByLabel('Full name').fill('Kofi Request');
    await dialog.getByLabel('Quantity').selectOption('3');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('dialog', { name: 'Request Sent' }).getByText('within 24-48 hours')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const { leads } = await graphqlAs<Leads>(request, adminToken, LEADS);
    expect(leads.edges.map((e) => e.node)).toContainEqual(
      expect.objectContaining({ customerName: 'Kofi Request', source: 'product_request', leadType: 'brand_request' }),
    );
  });

  test("shows 'Product not found' with a way back to the directory", async ({ page }) => {
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Directory' })).toHaveAttribute('href', '/directory');
  });
});
