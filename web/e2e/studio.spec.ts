import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import {
  createConfirmedAccount,
  SEEDED,
  signIn,
  signInThroughForm,
  submitLoginForm,
  uniqueEmail,
} from './support/accounts';
import { fetchInFull, isGraphQLUrl, operationNameOf } from './support/graphqlRoutes';

const studioNav = (page: Page) => page.getByRole('navigation', { name: 'Studio' });

async function navLabels(page: Page): Promise<string[]> {
  // Read once the navigation is drawn (the access check may still show its spinner after a navigation).
  await expect(studioNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // A link's first line is its section; the Inbox link may add its unread count below.
  return (await studioNav(page).getByRole('link').allInnerTexts()).map((label) => label.split('\n')[0].trim());
}

test.describe('Studio access', () => {
  test('a visitor is sent to sign in and comes back to the studio', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
    });
    await page.goto('/studio');
    await submitLoginForm(page, SEEDED.superAdmin.email, SEEDED.superAdmin.password);
    expect(visited).toContain('/login?redirect=/studio');
    await expect(page).toHaveURL(/\/studio$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Adire Studio' })).toBeVisible();
  });

  test('a super admin sees every section, Applications and Subscriptions included', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, '/studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Adire Studio' })).toBeVisible();
    await expect(page.getByText('Manage your brands, products, and business operations')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await navLabels(page)).toEqual([
      'Dashboard',
      'Leads',
      'Brands',
      'Collections',
      'Products',
      'Services',
      'Portfolio',
      'Hero Carousel',
      'Spotlight',
      'Users',
      'Reviews',
      'Inbox',
      'Applications',
      'Activity',
      'Subscriptions',
      'Profile',
      'Settings',
    ]);
    await expect(studioNav(page).getByRole('link', { name: 'Hero Carousel' })).toHaveAttribute('href', '/studio/hero');
    // The seeded enquiries and orders are unread for a super admin who has not opened them.
    await expect(studioNav(page).getByRole('link', { name: /^Inbox \d+ unread$/ })).toHaveAttribute(
      'href',
      '/studio/inbox',
    );

    await studioNav(page).getByRole('link', { name: 'Applications' }).click();
    await expect(page).toHaveURL(/\/studio\/applications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expect(page.getByText(/^Showing [\d,]+ of [\d,]+ applications?$/).first()).toBeVisible();
    await expect(studioNav(page).getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');

    await studioNav(page).getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page).toHaveURL(/\/studio\/subscriptions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscriptions' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Site' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: SEEDED.superAdmin.firstName })).toBeVisible();
  });

  test('an admin sees the admin sections but not Applications or Subscriptions', async ({ page }) => {
    await signIn(page, SEEDED.admin, '/studio');
    const labels = await navLabels(page);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Leads',
        'Brands',
        'Collections',
        'Products',
        'Hero Carousel',
        'Spotlight',
        'Profile',
      ]),
    );
    expect(labels).not.toContain('Applications');
    expect(labels).not.toContain('Subscriptions');
    expect(labels).not.toContain('Users');

    await page.goto('/studio/applications');
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
  });

  test('a brand admin reads possessive labels and manages only their sections', async ({ page }) => {
    await signIn(page, SEEDED.brandAdmin, '/studio');
    expect(await navLabels(page)).toEqual([
      'Dashboard',
      'Your Leads',
      'Your Brands',
      'Your Collections',
      'Your Products',
      'Your Services',
      'Your Reviews',
      'Your Inbox',
      'Profile',
    ]);
    await expect(page.getByText('Loading Your Brands')).toHaveCount(0);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Profile' }).last().click();
    await expect(page).toHaveURL(/\/studio\/profile$/);
    await expect(page.getByLabel('First name')).toHaveValue(SEEDED.brandAdmin.firstName);
  });

  test('a brand admin whose brands are not linked yet is told they are being set up', async ({ page }) => {
    await page.route(isGraphQLUrl, async (route) => {
      if (operationNameOf(route.request()) !== 'AuthViewerQuery') return route.fallback();
      const response = await fetchInFull(route);
      const json = await response.json();
      json.data.viewer.ownedBrands = [];
      return route.fulfill({ response, json });
    });
    await signIn(page, SEEDED.brandAdmin, '/studio');
    await expect(page.getByRole('heading', { name: 'Loading Your Brands' })).toBeVisible();
    await expect(
      page.getByText("We're setting up your brand dashboard. This may take a few moments on first login."),
    ).toBeVisible();
    // A check still on its way when the test ends must not fail the next one.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('access withdrawn while the studio is open applies on the next page, checked at most every 10 s', async ({
    page,
    browser,
    request,
  }) => {
    const superAdminContext = await browser.newContext();
    const superAdminPage = await superAdminContext.newPage();
    await signIn(superAdminPage, SEEDED.superAdmin);
    const superAdminToken = await accessTokenOf(superAdminPage);
    await superAdminContext.close();
    const setRole = (userId: string, role: string) =>
      graphqlAs(
        request,
        superAdminToken,
        'mutation ($input: SetUserRoleInput!) { setUserRole(input: $input) { user { role } } }',
        { input: { userId, role } },
      );

    const member = { email: uniqueEmail('studio-access'), password: 'Indigo-Dye-2026' };
    await createConfirmedAccount(request, member.email, member.password);
    await page.clock.install();
    await signIn(page, member);
    const { viewer } = await graphqlAs<{ viewer: { id: string } }>(
      request,
      await accessTokenOf(page),
      '{ viewer { id } }',
    );
    await setRole(viewer.id, 'admin');

    // The token the page holds was issued before the role change, so the first read is refused
    // (401) and repeated with a renewed token: the refusal is not an answer counted here.
    let viewerAnswers = 0;
    page.on('response', (response) => {
      if (operationNameOf(response.request()) === 'AuthViewerQuery' && response.status() !== 401) viewerAnswers += 1;
    });
    await page.goto('/studio');
    await expect(page.getByRole('heading', { name: 'Welcome to Adire Studio' })).toBeVisible();
    // The session's own read, then the studio's check on opening.
    await expect.poll(() => viewerAnswers).toBe(2);
    await setRole(viewer.id, 'user');

    // Within ten seconds of the last check the studio does not ask again.
    await studioNav(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/studio\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(viewerAnswers).toBe(2);

    await page.clock.fastForward(11_000);
    await studioNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Studio' })).toHaveCount(0);
  });

  test('a member without studio access is sent home', async ({ page }) => {
    await page.goto('/login?redirect=/studio');
    await submitLoginForm(page, SEEDED.shopper.email, SEEDED.shopper.password);
    await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: SEEDED.shopper.firstName }).click();
    await expect(header.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Studio' })).toHaveCount(0);
  });

  test('the studio menu slides in on small screens and signs out', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Signing out ends the provider session, so this journey has one of its own.
    await signInThroughForm(page, SEEDED.admin, '/studio');
    await page.getByRole('button', { name: 'Open studio menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Studio menu' });
    await expect(menu).toBeVisible();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await menu.getByRole('link', { name: 'Collections' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login\?interaction=/);
    await page.goto('/studio');
    await expect(page).toHaveURL(/\/login\?interaction=/);
  });
});
