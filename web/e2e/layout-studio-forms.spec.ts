import { expect, test, type Locator, type Page } from '@playwright/test';
import { SEEDED, signIn } from './support/accounts';
import { isGraphQLUrl, operationNameOf } from './support/graphqlRoutes';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';

/*
 * Layout at a phone's width (390 px) and a laptop's (1280 px): the studio's recent leads table fits
 * its panel, the Leads section is in the studio menu, the custom order dialog's controls look alike
 * and keep one height, and /join's select looks like its inputs.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

const studioNav = (page: Page) => page.getByRole('navigation', { name: 'Studio' });

/** What makes a form control look the way it does, as the browser computed it. */
async function controlLook(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      height: style.height,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      borderRadius: style.borderTopLeftRadius,
      font: `${style.fontSize} ${style.fontFamily} ${style.fontWeight}`,
      color: style.color,
      backgroundColor: style.backgroundColor,
      paddingLeft: style.paddingLeft,
    };
  });
}

/** A select drawn by the form style: no browser arrow, the style's own chevron. */
async function expectDrawnSelect(select: Locator): Promise<void> {
  const { appearance, backgroundImage } = await select.evaluate((element) => ({
    appearance: getComputedStyle(element).appearance,
    backgroundImage: getComputedStyle(element).backgroundImage,
  }));
  expect(appearance).toBe('none');
  expect(backgroundImage).toContain('data:image/svg+xml');
}

/** Every input and select of `scope` looks like `reference` (a text input). */
async function expectOneControlStyle(scope: Locator, reference: Locator): Promise<void> {
  const look = await controlLook(reference);
  const controls = scope.locator('input:not([type=hidden]):not([type=checkbox]), select');
  expect(await controls.count()).toBeGreaterThan(1);
  for (const control of await controls.all()) expect(await controlLook(control)).toEqual(look);
  for (const select of await scope.locator('select').all()) await expectDrawnSelect(select);
}

test.describe('Studio dashboard: recent leads', () => {
  const recentLeads = (page: Page) =>
    page
      .getByRole('region', { name: 'Leads & Conversions' })
      .getByRole('region', { name: 'Recent Leads', exact: true });
  const tableRegion = (page: Page) => recentLeads(page).getByRole('region', { name: 'Recent leads, newest first' });

  test('the table fits its panel at 1280 px, with every column in view', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await signIn(page, SEEDED.superAdmin, '/studio');
    const region = tableRegion(page);
    await expect(region.locator('tbody tr')).toHaveCount(10);

    const fit = await region.evaluate((scroller) => {
      const panel = scroller.closest('section')!.getBoundingClientRect();
      const box = scroller.getBoundingClientRect();
      return {
        scrollWidth: scroller.scrollWidth,
        clientWidth: scroller.clientWidth,
        tableWidth: scroller.querySelector('table')!.getBoundingClientRect().width,
        overhang: box.right - panel.right,
      };
    });
    expect(fit.scrollWidth, 'the table scrolls sideways at 1280 px').toBeLessThanOrEqual(fit.clientWidth);
    expect(fit.tableWidth).toBeLessThanOrEqual(fit.clientWidth);
    expect(fit.overhang).toBeLessThanOrEqual(0);
    const lastColumnOverhang = await region.evaluate(
      (scroller) =>
        scroller.querySelector('thead th:last-child')!.getBoundingClientRect().right -
        scroller.getBoundingClientRect().right,
    );
    expect(lastColumnOverhang, "the 'Created' column reaches past the panel").toBeLessThanOrEqual(0);

    // A long address is cut short on screen but kept whole for a pointer and for the mail link.
    const firstEmail = region.locator('tbody th a').first();
    const address = (await firstEmail.getAttribute('href'))!.replace(/^mailto:/, '');
    await expect(firstEmail).toHaveAttribute('title', address);
    await expect(firstEmail).toHaveAccessibleName(address);
    await expectNoHorizontalOverflow(page, 'studio dashboard at 1280 px');
  });

  test('at 390 px the table scrolls inside its panel, keyboard first, with the customer kept in view', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, SEEDED.superAdmin, '/studio');
    const region = tableRegion(page);
    await expect(region.locator('tbody tr')).toHaveCount(10);
    await expectNoHorizontalOverflow(page, 'studio dashboard at 390 px');

    // The region takes focus, so arrow keys scroll it.
    await region.focus();
    await expect(region).toBeFocused();
    const before = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(before.scrollWidth).toBeGreaterThan(before.clientWidth);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));

    // Scrolled to the end: the status select and the date are reachable, the customer still beside them.
    const firstRow = region.locator('tbody tr').first();
    const offsets = await firstRow.evaluate((row) => {
      const scroller = row.closest('[role="region"]')!.getBoundingClientRect();
      const header = row.querySelector('th')!.getBoundingClientRect();
      const last = row.lastElementChild!.getBoundingClientRect();
      return { headerLeft: header.left - scroller.left, lastRight: scroller.right - last.right };
    });
    expect(Math.abs(offsets.headerLeft)).toBeLessThanOrEqual(1);
    expect(Math.abs(offsets.lastRight)).toBeLessThanOrEqual(2);
    await expect(firstRow.getByRole('combobox', { name: /^Status for / })).toBeInViewport();
    await expectNoHorizontalOverflow(page, 'studio dashboard at 390 px, table scrolled');
  });
});

test.describe('Studio navigation: Leads', () => {
  test.use({ viewport: LAPTOP });

  test('a super admin opens the leads screen from the sidebar', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, '/studio');
    const leads = studioNav(page).getByRole('link', { name: 'Leads', exact: true });
    await expect(leads).toHaveAttribute('href', '/studio/leads');
    await leads.click();
    await expect(page).toHaveURL(/\/studio\/leads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Leads' })).toBeVisible();
    await expect(leads).toHaveAttribute('aria-current', 'page');
  });

  test("a brand admin has it as 'Your Leads', for their brands' leads", async ({ page }) => {
    await signIn(page, SEEDED.brandAdmin, '/studio');
    await studioNav(page).getByRole('link', { name: 'Your Leads', exact: true }).click();
    await expect(page).toHaveURL(/\/studio\/leads$/);
    await expect(page.getByText('Manage leads for your brands')).toBeVisible();
  });

  test('an admin has it too', async ({ page }) => {
    await signIn(page, SEEDED.admin, '/studio');
    await expect(studioNav(page).getByRole('link', { name: 'Leads', exact: true })).toHaveAttribute(
      'href',
      '/studio/leads',
    );
  });

  test('a role that works with no leads is not offered them, even with studio access', async ({ page }) => {
    // The API answers leads to super_admin, admin and brand_admin only; here the viewer is an
    // ordinary user who was granted studio access.
    await page.route(isGraphQLUrl, async (route) => {
      if (operationNameOf(route.request()) !== 'AuthViewerQuery') return route.fallback();
      // Asked afresh (no revalidation), so the answer always has a body to rewrite.
      const headers = { ...route.request().headers() };
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
      const response = await route.fetch({ headers });
      const json = await response.json();
      if (json.data?.viewer) json.data.viewer.role = 'user';
      return route.fulfill({ response, json });
    });
    await signIn(page, SEEDED.admin, '/studio/profile');
    await expect(studioNav(page).getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(studioNav(page).getByRole('link', { name: /Leads/ })).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('Custom order dialog', () => {
  async function openCustomOrder(page: Page): Promise<Locator> {
    const answer = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      data: { query: '{ products(first: 1) { edges { node { databaseId title } } } }' },
    });
    const { data } = (await answer.json()) as {
      data: { products: { edges: { node: { databaseId: string; title: string } }[] } };
    };
    const product = data.products.edges[0]!.node;
    await signIn(page, SEEDED.shopper, `/product/${product.databaseId}`);
    await page.getByRole('button', { name: 'Request Custom Order' }).click();
    const dialog = page.getByRole('dialog', { name: `Custom Order: ${product.title}` });
    await expect(dialog.getByRole('tab', { name: 'Measurements' })).toHaveAttribute('aria-selected', 'true');
    return dialog;
  }

  const heightOf = (dialog: Locator) => dialog.evaluate((element) => element.getBoundingClientRect().height);

  for (const viewport of [LAPTOP, PHONE]) {
    test(`at ${viewport.width} px: one control style, the whole e-mail in view and one height for every step`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const dialog = await openCustomOrder(page);
      const tabs = ['Measurements', 'Contact', 'Review'];
      const heights: number[] = [];
      for (const tab of tabs) {
        await dialog.getByRole('tab', { name: tab }).click();
        await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        heights.push(await heightOf(dialog));
        // Nothing inside reaches past the dialog's sides, and the step's main button stays reachable.
        const sideways = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(sideways, `${tab} at ${viewport.width} px`).toBeLessThanOrEqual(0);
        await expect(dialog.getByRole('button', { name: tab === 'Review' ? 'Submit Order' : 'Next' })).toBeInViewport();
      }
      expect(new Set(heights.map(Math.round)).size, `dialog heights ${heights.join(', ')}`).toBe(1);

      await dialog.getByRole('tab', { name: 'Measurements' }).click();
      const measurements = dialog.getByRole('tabpanel', { name: 'Measurements' });
      await expectOneControlStyle(measurements, measurements.getByLabel('Special requirements'));

      await dialog.getByRole('tab', { name: 'Contact' }).click();
      const contact = dialog.getByRole('tabpanel', { name: 'Contact' });
      const email = contact.getByLabel('Email');
      await expectOneControlStyle(contact, email);
      await email.fill('adaeze.okonkwo@example.com');
      const { clientWidth, scrollWidth } = await email.evaluate((input) => ({
        clientWidth: input.clientWidth,
        scrollWidth: input.scrollWidth,
      }));
      expect(scrollWidth, 'the e-mail address is cut off').toBeLessThanOrEqual(clientWidth);
      expect(await heightOf(dialog)).toBeCloseTo(heights[0]!, 0);
      await expectNoSeriousViolations(page, `custom order dialog, contact step, ${viewport.width} px`);
    });
  }
});

test.describe('/join', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    test(`the category select has the form style of the inputs (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/join');
      const form = page.getByRole('form', { name: 'Designer application' });
      const category = form.getByLabel('Category');
      await expect(category).toBeVisible();
      expect(await controlLook(category)).toEqual(await controlLook(form.getByLabel('Location')));
      await expectDrawnSelect(category);
      await expectNoHorizontalOverflow(page, `/join at ${viewport.width} px`);
      await expectNoSeriousViolations(page, `/join at ${viewport.width} px`);
    });
  }
});
