import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, createConfirmedAccount, signIn, uniqueEmail } from './support/accounts';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';
import { shoot } from './support/reviewShots';

const USERS = '/studio/users';
const ACTIVITY = '/studio/activity';
const NO_PERMISSION = 'You do not have permission to access this page.';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const studioNav = (page: Page) => page.getByRole('navigation', { name: 'Studio' });
const userCard = (page: Page, heading: string) => page.getByRole('article', { name: heading, exact: true });
const feedEntries = (page: Page) => page.getByRole('list', { name: 'Activity, newest first' }).getByRole('article');
// The count over the feed (Load more repeats it under the feed while more pages are left).
const feedSummary = (page: Page) => page.getByText(/^Showing [\d,]+ of [\d,]+ entr(y|ies)$/).first();

async function firstBrand(request: APIRequestContext, token: string): Promise<{ id: string; name: string }> {
  const { brands } = await graphqlAs<{ brands: { edges: { node: { id: string; name: string } }[] } }>(
    request,
    token,
    '{ brands(first: 1) { edges { node { id name } } } }',
  );
  expect(brands.edges.length, 'a seeded brand').toBeGreaterThan(0);
  return brands.edges[0]!.node;
}

async function auditTotal(request: APIRequestContext, token: string, filter: Record<string, unknown> | null) {
  const { auditEvents } = await graphqlAs<{ auditEvents: { totalCount: number } }>(
    request,
    token,
    'query ($filter: AuditFilter) { auditEvents(first: 1, filter: $filter) { totalCount } }',
    { filter },
  );
  return auditEvents.totalCount;
}

test.describe('Studio users and activity', () => {
  test('a super admin gives a new account the brand admin role and a brand, and the trail shows it', async ({
    page,
    browser,
    request,
  }) => {
    // Two people signed in, a lead and three screens: longer than one page's journey.
    test.setTimeout(180_000);
    const member = { email: uniqueEmail('studio-users'), password: 'Indigo-Dye-2026' };
    await createConfirmedAccount(request, member.email, member.password);

    // The member signs in on their own browser first: an ordinary user is kept out of the studio.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    let leadId: string | null = null;
    let superAdminToken: string | null = null;
    try {
      await signIn(memberPage, member);
      await memberPage.goto('/studio');
      await expect(memberPage).toHaveURL(/\/$/);
      await expect(studioNav(memberPage)).toHaveCount(0);

      // The super admin finds the account by its address; the search is kept in the URL.
      await signIn(page, SEEDED.superAdmin, USERS);
      superAdminToken = await accessTokenOf(page);
      const brand = await firstBrand(request, superAdminToken);
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
      await page.getByRole('search', { name: 'Filter users' }).getByLabel('Search').fill(member.email);
      await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(member.email)}`));
      await expect(page.getByRole('article')).toHaveCount(1);
      const card = userCard(page, member.email);
      await expect(card.getByRole('combobox', { name: `Role for ${member.email}` })).toHaveValue('user');
      await expect(card.getByText('No brands')).toBeVisible();
      // They signed in a moment ago: a date and time, not 'Never'.
      await expect(card.getByText(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d UTC$/)).toBeVisible();

      // The filter survives a reload.
      await page.reload();
      await expect(page.getByRole('search', { name: 'Filter users' }).getByLabel('Search')).toHaveValue(member.email);
      await expect(page.getByRole('article')).toHaveCount(1);

      // Role: brand admin.
      const roleSelect = card.getByRole('combobox', { name: `Role for ${member.email}` });
      await roleSelect.focus();
      await roleSelect.selectOption('brand_admin');
      await expect(toast(page, `Role updated: ${member.email} is now Brand Admin`)).toBeVisible();
      await expect(roleSelect).toHaveValue('brand_admin');
      await expect(roleSelect).toBeEnabled();
      await expect(roleSelect).toBeFocused();

      // A brand, found by name in the picker.
      await card.getByRole('button', { name: `Add brand to ${member.email}` }).click();
      const picker = card.getByRole('form', { name: `Add a brand to ${member.email}` });
      await expect(picker.getByLabel('Find a brand')).toBeFocused();
      await picker.getByLabel('Find a brand').fill(brand.name);
      await expect(picker.getByRole('option', { name: brand.name, exact: true })).toHaveCount(1);
      await picker.getByLabel('Brand', { exact: true }).selectOption({ label: brand.name });
      await picker.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(toast(page, `Brand added: ${member.email} now manages ${brand.name}`)).toBeVisible();
      const owned = card.getByRole('list', { name: `Brands owned by ${member.email}` });
      await expect(owned.getByRole('listitem')).toHaveText([brand.name]);
      await expect(card.getByRole('button', { name: `Add brand to ${member.email}` })).toBeFocused();

      // The member did not sign in again: the API reads their role and brands on every request.
      await memberPage.goto('/studio');
      await expect(memberPage.getByRole('heading', { name: 'Welcome to Adire Studio' })).toBeVisible();
      await expect(memberPage.getByRole('rowheader', { name: brand.name })).toBeVisible();
      await expect(studioNav(memberPage).getByRole('link', { name: 'Your Brands' })).toBeVisible();
      await expect(studioNav(memberPage).getByRole('link', { name: 'Users' })).toHaveCount(0);

      // As a brand admin they record a lead for their brand, so the trail holds someone else's write.
      const memberToken = await accessTokenOf(memberPage);
      const { createLead } = await graphqlAs<{ createLead: { lead: { id: string } } }>(
        request,
        memberToken,
        'mutation ($input: CreateLeadInput!) { createLead(input: $input) { lead { id } } }',
        {
          input: {
            brandId: brand.id,
            customerName: `Users journey ${Date.now().toString(36)}`,
            customerEmail: 'users.journey@journeys.adire.example',
          },
        },
      );
      leadId = createLead.lead.id;

      // The brand is taken back; the member's studio no longer lists it.
      await card.getByRole('button', { name: `Remove ${brand.name} from ${member.email}` }).click();
      await expect(toast(page, `Brand removed: ${member.email} no longer manages ${brand.name}`)).toBeVisible();
      await expect(card.getByText('No brands')).toBeVisible();
      await memberPage.goto('/studio');
      await expect(memberPage.getByRole('heading', { name: 'Loading Your Brands' })).toBeVisible();
      await expect(memberPage.getByRole('rowheader', { name: brand.name })).toHaveCount(0);

      // The activity feed: the three writes, newest first, in words, with what changed.
      await studioNav(page).getByRole('link', { name: 'Activity' }).click();
      await expect(page).toHaveURL(/\/studio\/activity$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
      const sentences = [
        `${SEEDED.superAdmin.email} took a brand from user "${member.email}"`,
        `${member.email} created lead`,
        `${SEEDED.superAdmin.email} gave a brand to user "${member.email}"`,
        `${SEEDED.superAdmin.email} changed the role of user "${member.email}"`,
      ];
      const entries = feedEntries(page);
      for (const [index, sentence] of sentences.entries()) await expect(entries.nth(index)).toContainText(sentence);
      const roleChange = entries.nth(3);
      await expect(roleChange.getByRole('row', { name: 'role user brand_admin' })).toBeVisible();
      await expect(entries.nth(2).getByRole('row', { name: `owned brands — ${brand.name}` })).toBeVisible();
      await expect(entries.nth(0).getByRole('row', { name: `owned brands ${brand.name} —` })).toBeVisible();

      // Filtering by person narrows the feed to that person's writes (kept in the URL).
      const all = await auditTotal(request, superAdminToken, null);
      const byMember = await auditTotal(request, superAdminToken, { actor: member.email });
      expect(byMember).toBe(1);
      await expect(feedSummary(page)).toContainText(`of ${new Intl.NumberFormat('en-GB').format(all)}`);
      const person = page.getByRole('search', { name: 'Filter activity' }).getByLabel('Person');
      await person.fill(member.email.split('@')[0]!);
      await expect(page).toHaveURL(/[?&]person=studio-users-/);
      await expect(entries).toHaveCount(1);
      await expect(entries.first()).toContainText(`${member.email} created lead`);
      await expect(feedSummary(page)).toHaveText('Showing 1 of 1 entry');

      // Record type and days: today's user changes are the three writes above (and perhaps others').
      await person.fill('superadmin@');
      await page.getByRole('search', { name: 'Filter activity' }).getByLabel('Record type').selectOption('user');
      const today = new Date().toISOString().slice(0, 10);
      await page.getByLabel('Date from').fill(today);
      await page.getByLabel('Date to').fill(today);
      for (const param of ['type=user', `from=${today}`, `to=${today}`, 'person=superadmin'])
        await expect(page).toHaveURL(new RegExp(`[?&]${param}`));
      await expect(entries.first()).toContainText(sentences[0]!);
      await expect(entries.filter({ hasText: 'created lead' })).toHaveCount(0);
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel('Date from').fill(yesterday);
      await page.getByLabel('Date to').fill(yesterday);
      await expect(page.getByRole('heading', { name: 'No activity matches your filters' })).toBeVisible();
      await page.getByRole('button', { name: 'Reset filters' }).click();
      await expect(page).toHaveURL(/\/studio\/activity$/);
      await expect(entries.first()).toContainText(sentences[0]!);
    } finally {
      await memberContext.close();
      if (leadId && superAdminToken)
        await request.post('/graphql', {
          headers: { 'content-type': 'application/json', authorization: `Bearer ${superAdminToken}` },
          data: { query: 'mutation ($id: ID!) { deleteLead(id: $id) { deletedLeadId } }', variables: { id: leadId } },
        });
    }
  });

  test('the last super admin keeps the role: the select goes back and the server says why', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, USERS);
    await page.goto(`${USERS}?role=super_admin`);
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = page.getByRole('article').filter({ hasText: SEEDED.superAdmin.email });
    const select = card.getByRole('combobox', { name: `Role for ${SEEDED.superAdmin.email}` });
    await select.selectOption('admin');
    await expect(toast(page, 'The last super admin cannot be given another role.')).toBeVisible();
    await expect(select).toHaveValue('super_admin');
    await expect(select).toBeEnabled();
  });

  test('a brand admin is refused both screens, by the studio and by the API', async ({ page, request }) => {
    await signIn(page, SEEDED.brandAdmin, '/studio');
    await expect(studioNav(page).getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(studioNav(page).getByRole('link', { name: 'Activity' })).toHaveCount(0);

    for (const [path, title] of [
      [USERS, 'Users'],
      [ACTIVITY, 'Activity'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: NO_PERMISSION })).toBeVisible();
      await expect(page.getByRole('search')).toHaveCount(0);
    }

    const token = await accessTokenOf(page);
    for (const query of ['{ users(first: 1) { totalCount } }', '{ auditEvents(first: 1) { totalCount } }']) {
      const response = await request.post('/graphql', {
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        data: { query },
      });
      const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
      expect(body.errors?.[0]).toMatchObject({ message: NO_PERMISSION, extensions: { code: 'FORBIDDEN' } });
    }
  });

  test('signed out, both screens send the visitor to sign in', async ({ page }) => {
    for (const path of [USERS, ACTIVITY]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?interaction=/);
    }
  });

  test('both screens pass axe and fit a 390 px phone and a 1280 px desktop', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, USERS);
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(USERS);
      const firstCard = page.getByRole('article').first();
      await expect(firstCard).toBeVisible();
      // The brand picker open on the first card, as it is used.
      await firstCard.getByRole('button', { name: /^Add brand to / }).click();
      await expect(firstCard.getByRole('combobox', { name: 'Brand' })).toBeEnabled();
      await expectNoHorizontalOverflow(page, `users at ${width} px`);
      await expectNoSeriousViolations(page, `users at ${width} px`);
      await shoot(page, `users-${width}`);

      await page.goto(ACTIVITY);
      await expect(feedEntries(page).first()).toBeVisible();
      await expectNoHorizontalOverflow(page, `activity at ${width} px`);
      await expectNoSeriousViolations(page, `activity at ${width} px`);
      await shoot(page, `activity-${width}`);
    }
  });
});
