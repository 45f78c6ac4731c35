import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { createConfirmedAccount, SEEDED, signIn, uniqueEmail } from './support/accounts';
import { answerOperation, failure } from './support/graphqlRoutes';
import { expectNoHorizontalOverflow, expectNoSeriousViolations, wovenPng } from './support/screenChecks';
import { shoot } from './support/reviewShots';

// Some journeys stand in for the server's answers: the offline service worker would answer first.
test.use({ serviceWorkers: 'block' });

const NEW_SERVICE = '/studio/products/new-service';
const SERVICES = '/studio/services';
const REQUIRED = 'Please fill in all required fields';
const PRICING = "Please set pricing or enable 'Contact for Pricing'";

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const png = async (name: string, width = 900, height = 700) => ({
  name,
  mimeType: 'image/png',
  buffer: await wovenPng(width, height),
});

interface StoredService {
  id: string;
  title: string;
  serviceKind: string | null;
  serviceType: string;
  contactForPricing: boolean;
  priceRange: string | null;
  hourlyRate: number | null;
  fixedPrice: number | null;
  studioPrice: number | null;
  deliveryMethod: string | null;
  includes: string[];
  images: string[];
  brand: { id: string; name: string };
}

const SERVICE_FIELDS =
  'id title serviceKind serviceType contactForPricing priceRange hourlyRate fixedPrice studioPrice deliveryMethod includes images brand { id name }';

async function serviceAs(request: APIRequestContext, token: string, id: string): Promise<StoredService | null> {
  const { editableProduct } = await graphqlAs<{ editableProduct: StoredService | null }>(
    request,
    token,
    `query ($id: ID!) { editableProduct(id: $id) { ${SERVICE_FIELDS} } }`,
    { id },
  );
  return editableProduct;
}

async function tailorBrandsAs(request: APIRequestContext, token: string) {
  const { serviceBrandChoices } = await graphqlAs<{ serviceBrandChoices: { id: string; name: string }[] }>(
    request,
    token,
    '{ serviceBrandChoices { id name } }',
  );
  return serviceBrandChoices;
}

/** The id in the address of the edit screen. */
const idInUrl = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

/** The list's row for a service, found by searching for its title. */
async function findRow(page: Page, title: string): Promise<Locator> {
  await page.goto(`${SERVICES}?search=${encodeURIComponent(title)}`);
  const row = page.getByRole('article', { name: title });
  await expect(row).toBeVisible();
  return row;
}

test.describe('Studio services', () => {
  test('a super admin creates a service in three steps, edits it and deletes it', async ({ page, request }) => {
    const title = `Journey Hems ${stamp()}`;
    await signIn(page, SEEDED.superAdmin, NEW_SERVICE);
    const token = await accessTokenOf(page);
    const tailorBrands = await tailorBrandsAs(request, token);
    const brand = tailorBrands.find((each) => each.name === 'Iyawo Bridal')!;
    expect(brand, 'the seeded tailor brand').toBeTruthy();

    await expect(page.getByRole('heading', { level: 1, name: 'Create Service' })).toBeVisible();
    const form = page.getByRole('form', { name: 'New service' });
    const brandSelect = form.getByLabel('Tailor brand');
    // Every tailor brand, and nothing else, for a super admin.
    await expect(brandSelect.locator('option')).toHaveCount(tailorBrands.length + 1);
    // Step two and three wait for a brand.
    await expect(form.getByRole('radiogroup', { name: 'Service type' })).toHaveCount(0);
    await expect(form.getByRole('group', { name: 'Service type' })).toHaveCount(0);
    await expect(form.getByLabel('Title', { exact: true })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'create service, step one');

    // Nothing chosen: the spec's message beside the brand, and in a toast.
    await form.getByRole('button', { name: 'Create Service' }).click();
    await expect(form.getByText(REQUIRED)).toBeVisible();
    await expect(toast(page, REQUIRED)).toBeVisible();
    await expect(brandSelect).toBeFocused();

    await brandSelect.selectOption({ label: brand.name });
    const types = form.getByRole('group', { name: 'Service type' });
    await expect(types.getByRole('radio')).toHaveCount(4);
    for (const label of ['Design Consultation', 'Alterations & Repairs', 'Custom Design Service', 'Fitting Sessions'])
      await expect(types.getByRole('radio', { name: label })).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toHaveCount(0);

    // Custom design: prefilled, with contact for pricing on and a price range in place of the prices.
    await types.getByRole('radio', { name: 'Custom Design Service' }).check();
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Custom Design Service');
    await expect(form.getByLabel('Description', { exact: true })).toHaveValue(/designed and made to your measurements/);
    const contact = form.getByRole('switch', { name: 'Contact for Pricing' });
    await expect(contact).toHaveAttribute('aria-checked', 'true');
    await expect(form.getByLabel('Price range (optional)')).toBeVisible();
    await expect(form.getByLabel('Hourly rate')).toHaveCount(0);

    // The keyboard moves to the next type: alterations, prefilled, contact for pricing off, the three prices back.
    await types.getByRole('radio', { name: 'Custom Design Service' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(types.getByRole('radio', { name: 'Alterations & Repairs' })).toBeChecked();
    await expect(form.getByLabel('Title', { exact: true })).toHaveValue('Alterations & Repairs');
    await expect(contact).toHaveAttribute('aria-checked', 'false');
    await expect(form.getByLabel('Price range (optional)')).toHaveCount(0);
    for (const label of ['Consultation fee', 'Hourly rate', 'Fixed price'])
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, 'create service, all steps');

    // Each message: a missing title, then the pricing rule.
    await form.getByLabel('Title', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Create Service' }).click();
    await expect(form.getByText(REQUIRED)).toBeVisible();
    await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByRole('button', { name: 'Create Service' }).click();
    await expect(form.getByText(PRICING)).toBeVisible();
    await expect(toast(page, PRICING)).toBeVisible();
    await expect(form.getByLabel('Consultation fee', { exact: true })).toBeFocused();

    // The switch swaps the prices for the range and back.
    await contact.click();
    await expect(form.getByText(PRICING)).toHaveCount(0);
    await expect(form.getByLabel('Price range (optional)')).toBeVisible();
    await contact.click();
    await form.getByLabel('Hourly rate', { exact: true }).fill('2a5');
    await expect(form.getByLabel('Hourly rate', { exact: true })).toHaveValue('25');
    await form.getByLabel('Fixed price', { exact: true }).fill('60');
    await expect(form.getByText(/What will be charged: \D*25\b/)).toBeVisible();

    await form.getByLabel('Duration (optional)').fill('1 hour');
    await form.getByRole('checkbox', { name: 'Alterations', exact: true }).check();
    await form.getByLabel('Sessions included (optional)').fill('2');
    await form.getByLabel('Delivery method (optional)').selectOption({ label: 'Pickup or Delivery' });

    // Includes: Enter or the plus button, trimmed, blanks ignored.
    const includes = form.getByRole('textbox', { name: 'Includes', exact: true });
    await includes.fill('  Pressing  ');
    await includes.press('Enter');
    await includes.fill('   ');
    await form.getByRole('button', { name: 'Add to Includes' }).click();
    await includes.fill('Hemming');
    await form.getByRole('button', { name: 'Add to Includes' }).click();
    const chips = form.getByRole('list', { name: 'Includes' }).getByRole('listitem');
    await expect(chips).toHaveText(['Pressing', 'Hemming']);

    // Two image slots; removing the main one makes the second the main one.
    await form.getByLabel('Add the main image').setInputFiles(await png('front.png'));
    await form.getByLabel('Add a second image').setInputFiles(await png('back.png', 700, 900));
    const slots = form.getByRole('list', { name: 'Service images' }).getByRole('listitem');
    await expect(slots).toHaveCount(2);
    await expect(form.getByLabel(/^Add (the main|a second) image$/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Remove main image (front.png)' }).click();
    await expect(slots).toHaveCount(1);
    await expect(slots.first()).toContainText('Main image');
    await expect(slots.first().getByRole('img', { name: 'Preview of back.png' })).toBeVisible();
    await form.getByLabel('Add a second image').setInputFiles(await png('detail.png'));
    await expect(slots).toHaveCount(2);
    await shoot(page, 'create-service-1280');

    await form.getByRole('button', { name: 'Create Service' }).click();
    await expect(toast(page, 'Service created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/products$/);

    // The list: type, brand, the price sent (the first given: the hourly rate) and the delivery method.
    const row = await findRow(page, title);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(row).toContainText('Alterations & Repairs');
    await expect(row).toContainText(brand.name);
    await expect(row).toContainText(/25/);
    await expect(row).toContainText('Pickup or Delivery');
    await expectNoSeriousViolations(page, 'services list');

    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Service' })).toBeVisible();
    const id = idInUrl(page);
    const stored = await serviceAs(request, token, id);
    expect(stored).toMatchObject({
      serviceKind: 'alterations',
      serviceType: 'service',
      contactForPricing: false,
      hourlyRate: 25,
      fixedPrice: 60,
      studioPrice: 25,
      deliveryMethod: 'both',
      includes: ['Pressing', 'Hemming'],
      brand: { id: brand.id },
    });
    expect(stored!.images).toHaveLength(2);

    // Edit: the brand is shown but fixed; a blank title is refused; then a new title and type.
    const edit = page.getByRole('form', { name: `Details of ${title}` });
    await expect(edit.getByText(brand.name, { exact: true })).toBeVisible();
    await expect(edit.getByRole('combobox', { name: /brand/i })).toHaveCount(0);
    await expect(edit.getByLabel('Service type')).toHaveValue('alterations');
    await expect(edit.getByRole('list', { name: 'Service images' }).getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousViolations(page, 'edit service');
    await edit.getByLabel('Title', { exact: true }).fill('  ');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText(REQUIRED)).toBeVisible();
    await expect(toast(page, REQUIRED)).toBeVisible();
    const renamed = `${title} edited`;
    await edit.getByLabel('Title', { exact: true }).fill(renamed);
    await edit.getByLabel('Service type').selectOption({ label: 'Fitting Sessions' });
    await edit.getByRole('button', { name: 'Remove main image', exact: true }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Service updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/services$/);
    const updated = await serviceAs(request, token, id);
    expect(updated).toMatchObject({ title: renamed, serviceKind: 'fitting' });
    expect(updated!.images).toEqual([stored!.images[1]]);

    // Delete: after the confirmation, the list at ?refresh=1 (then without it), and the service gone.
    await page.goto(`${SERVICES}/${encodeURIComponent(id)}`);
    await page.getByRole('button', { name: 'Delete Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Service' });
    await expect(dialog).toContainText(renamed);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Service deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/services$/);
    expect(visited.some((url) => url.endsWith('/studio/services?refresh=1'))).toBe(true);
    await expect(page.getByText(/^Showing \d+ of \d+ services?$/).first()).toBeVisible();
    await expect(page.getByRole('article', { name: renamed })).toHaveCount(0);
    expect(await serviceAs(request, token, id)).toBeNull();
  });

  test('a brand admin makes a service for their own tailor brand, with contact for pricing', async ({
    page,
    request,
  }) => {
    const title = `Journey Fittings ${stamp()}`;
    await signIn(page, SEEDED.brandAdmin, SERVICES);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Services' })).toBeVisible();
    const token = await accessTokenOf(page);
    const own = await tailorBrandsAs(request, token);
    expect(own.map((brand) => brand.name)).toEqual(['Iyawo Bridal']);

    // Filters live in the URL.
    await page.getByLabel('Service type').selectOption({ label: 'Fitting Sessions' });
    await expect(page).toHaveURL(/type=fitting/);
    await page.reload();
    await expect(page.getByLabel('Service type')).toHaveValue('fitting');

    await page.getByRole('link', { name: 'Add Service' }).first().click();
    await expect(page).toHaveURL(/\/studio\/products\/new-service$/);
    const form = page.getByRole('form', { name: 'New service' });
    await expect(form.getByLabel('Tailor brand').locator('option')).toHaveCount(2);
    await form.getByLabel('Tailor brand').selectOption({ label: 'Iyawo Bridal' });
    await form.getByRole('group', { name: 'Service type' }).getByRole('radio', { name: 'Fitting Sessions' }).check();
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByRole('switch', { name: 'Contact for Pricing' }).click();
    await form.getByLabel('Price range (optional)').fill('₦20,000 - ₦60,000');
    await expect(form.getByText(/What will be charged: \D*0\b/)).toBeVisible();

    // A refused create says so and keeps the form; the next attempt goes through.
    let refuse = true;
    await answerOperation(page, 'useCreateServiceMutation', failure(), () => refuse);
    await form.getByRole('button', { name: 'Create Service' }).click();
    await expect(toast(page, 'Failed to create service')).toBeVisible();
    await expect(page).toHaveURL(/new-service$/);
    refuse = false;
    // A double click still makes one service.
    await form.getByRole('button', { name: 'Create Service' }).dblclick();
    await expect(toast(page, 'Service created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/products$/);
    const { managedServices } = await graphqlAs<{ managedServices: { totalCount: number } }>(
      request,
      token,
      'query ($search: String) { managedServices(first: 5, filter: { search: $search }) { totalCount } }',
      { search: title },
    );
    expect(managedServices.totalCount).toBe(1);

    const row = await findRow(page, title);
    await expect(row).toContainText('Contact for pricing · ₦20,000 - ₦60,000');
    await expect(row).toContainText('Fitting Sessions');
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Service' })).toBeVisible();
    const id = idInUrl(page);
    expect(await serviceAs(request, token, id)).toMatchObject({
      contactForPricing: true,
      studioPrice: 0,
      serviceType: 'service',
    });

    // Refused saves and deletes say so, and change nothing.
    let refused = true;
    await answerOperation(page, 'useUpdateServiceMutation', failure(), () => refused);
    await answerOperation(page, 'useDeleteServiceMutation', failure(), () => refused);
    await page.getByLabel('Title', { exact: true }).fill(`${title} renamed`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Failed to update service')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Service' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Service' }).click();
    await page.getByRole('dialog', { name: 'Delete Service' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Failed to delete service')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Delete Service' })).toHaveCount(0);
    expect(await serviceAs(request, token, id)).toMatchObject({ title });
    refused = false;

    await page.getByRole('button', { name: 'Delete Service' }).click();
    await page.getByRole('dialog', { name: 'Delete Service' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Service deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/services$/);
    expect(await serviceAs(request, token, id)).toBeNull();
  });

  test('brands that may not have services, failures and refusals each say so', async ({ page, request, browser }) => {
    // A brand that is not a tailor brand, asked for in the address.
    await signIn(page, SEEDED.superAdmin, SERVICES);
    const token = await accessTokenOf(page);
    const { brands } = await graphqlAs<{ brands: { edges: { node: { id: string; name: string } }[] } }>(
      request,
      token,
      '{ brands(first: 100) { edges { node { id name } } } }',
    );
    const eko = brands.edges.find((edge) => edge.node.name === 'Eko Threadworks')!.node;
    await page.goto(`${NEW_SERVICE}?brand=${encodeURIComponent(eko.id)}`);
    const form = page.getByRole('form', { name: 'New service' });
    await expect(form.getByText('Services can only be created for tailor brands')).toBeVisible();
    await expect(form.getByRole('group', { name: 'Service type' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Create Service' }).click();
    await expect(toast(page, 'Services can only be created for tailor brands')).toBeVisible();

    // The tailor brands fail to load.
    let failing = true;
    await answerOperation(page, 'ServiceBrandChoicesQuery', failure(), () => failing);
    await page.goto(NEW_SERVICE);
    await expect(toast(page, 'Failed to load brands')).toBeVisible();
    await expect(page.getByText('Failed to load brands', { exact: true }).first()).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByLabel('Tailor brand').locator('option')).not.toHaveCount(1);

    // A product that is not a service, and a failed load.
    const { managedProducts } = await graphqlAs<{ managedProducts: { edges: { node: { id: string } }[] } }>(
      request,
      token,
      '{ managedProducts(first: 1, filter: { serviceType: product }) { edges { node { id } } } }',
    );
    await page.goto(`${SERVICES}/${encodeURIComponent(managedProducts.edges[0]!.node.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Service not found' })).toBeVisible();
    await expectNoSeriousViolations(page, 'service not found');
    await page.getByRole('link', { name: 'Back to Services' }).click();
    await expect(page).toHaveURL(/\/studio\/services$/);
    await answerOperation(page, 'EditServicePageQuery', failure());
    await page.goto(`${SERVICES}/${encodeURIComponent(managedProducts.edges[0]!.node.id)}`);
    await expect(toast(page, 'Failed to load service')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

    // A brand admin without a tailor brand: the notice, with the way to the brands.
    const email = uniqueEmail('no-tailor');
    const password = 'Journey-Pass-2026!';
    await createConfirmedAccount(request, email, password);
    const { users } = await graphqlAs<{ users: { edges: { node: { id: string } }[] } }>(
      request,
      token,
      'query ($search: String) { users(first: 1, filter: { search: $search }) { edges { node { id } } } }',
      { search: email },
    );
    await graphqlAs(
      request,
      token,
      'mutation ($input: SetUserRoleInput!) { setUserRole(input: $input) { user { id } } }',
      { input: { userId: users.edges[0]!.node.id, role: 'brand_admin' } },
    );
    const otherContext = await browser.newContext({ serviceWorkers: 'block' });
    const other = await otherContext.newPage();
    await signIn(other, { email, password }, NEW_SERVICE);
    await expect(other.getByText('No tailor brands found. Please create a tailor brand first.')).toBeVisible();
    await expect(other.getByRole('group', { name: 'Service type' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Create Service' })).toHaveCount(0);
    await expectNoSeriousViolations(other, 'no tailor brands');
    await other.getByRole('link', { name: 'Go to Brands' }).click();
    await expect(other).toHaveURL(/\/studio\/brands$/);
    await otherContext.close();

    // An admin (neither super admin nor brand admin) is refused.
    const adminContext = await browser.newContext({ serviceWorkers: 'block' });
    const admin = await adminContext.newPage();
    await signIn(admin, SEEDED.admin, SERVICES);
    await expect(admin.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(admin.getByText('You do not have permission to access this page.')).toBeVisible();
    await admin.goto(NEW_SERVICE);
    await expect(admin.getByRole('heading', { level: 1, name: 'Create Service' })).toBeVisible();
    await expect(admin.getByText('You do not have permission to access this page.')).toBeVisible();
    await adminContext.close();
  });

  test('the service screens fit a phone and a desktop', async ({ page, request }) => {
    await signIn(page, SEEDED.brandAdmin, SERVICES);
    const token = await accessTokenOf(page);
    const { managedServices } = await graphqlAs<{ managedServices: { edges: { node: { id: string } }[] } }>(
      request,
      token,
      '{ managedServices(first: 1) { edges { node { id } } } }',
    );
    const serviceId = managedServices.edges[0]?.node.id;
    expect(serviceId, 'a seeded service of the brand admin').toBeTruthy();

    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(SERVICES);
      await expect(page.getByText(/^Showing \d+ of \d+ services?$/).first()).toBeVisible();
      await expectNoHorizontalOverflow(page, `services list at ${width}px`);
      await expectNoSeriousViolations(page, `services list at ${width}px`);
      await shoot(page, `services-list-${width}`);

      await page.goto(NEW_SERVICE);
      const form = page.getByRole('form', { name: 'New service' });
      await form.getByLabel('Tailor brand').selectOption({ label: 'Iyawo Bridal' });
      await form
        .getByRole('group', { name: 'Service type' })
        .getByRole('radio', { name: 'Design Consultation' })
        .check();
      await form.getByLabel('Add the main image').setInputFiles(await png('front.png'));
      await form.getByRole('button', { name: 'Create Service' }).click();
      await expect(form.getByText(PRICING)).toBeVisible();
      await expectNoHorizontalOverflow(page, `create service at ${width}px`);
      await expectNoSeriousViolations(page, `create service at ${width}px`);
      await shoot(page, `create-service-${width}`);

      await page.goto(`${SERVICES}/${encodeURIComponent(serviceId!)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Service' })).toBeVisible();
      await expectNoHorizontalOverflow(page, `edit service at ${width}px`);
      await expectNoSeriousViolations(page, `edit service at ${width}px`);
      await shoot(page, `edit-service-${width}`);
    }
  });
});
