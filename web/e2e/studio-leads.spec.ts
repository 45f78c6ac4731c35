import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { answerOperation, failure, holdOperation } from './support/graphqlRoutes';
import { expectNoSeriousViolations } from './support/screenChecks';

const LEADS = '/studio/leads';

interface Analytics {
  totalLeads: number;
  qualifiedLeads: number;
  convertedLeads: number;
  conversionRate: number;
  totalBookings: number;
}

interface LeadPage {
  totalCount: number;
  edges: { node: { id: string; customerName: string; brand: { name: string } | null } }[];
}

const ANALYTICS = '{ leadAnalytics { totalLeads qualifiedLeads convertedLeads conversionRate totalBookings } }';
const LEADS_QUERY = `query ($filter: LeadFilter, $orderBy: LeadSort) {
  leads(first: 100, filter: $filter, orderBy: $orderBy) { totalCount edges { node { id customerName brand { name } } } }
}`;

const counts = new Intl.NumberFormat('en-GB');
const today = () =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );

async function analyticsAs(request: APIRequestContext, token: string): Promise<Analytics> {
  return (await graphqlAs<{ leadAnalytics: Analytics }>(request, token, ANALYTICS)).leadAnalytics;
}

async function leadsAs(
  request: APIRequestContext,
  token: string,
  variables: Record<string, unknown> = {},
): Promise<LeadPage> {
  return (await graphqlAs<{ leads: LeadPage }>(request, token, LEADS_QUERY, variables)).leads;
}

/** A brand-less lead made for one test, so the seeded leads other journeys read stay as they are. */
async function createLead(
  request: APIRequestContext,
  token: string,
  label: string,
): Promise<{ id: string; name: string }> {
  const name = `${label} ${Date.now().toString(36)}`;
  const input = {
    customerName: name,
    customerEmail: `${label.toLowerCase().replace(/\s+/g, '.')}@journeys.adire.example`,
    notes: 'Made by the leads journey.',
    estimatedValue: 1234,
  };
  const { createLead: created } = await graphqlAs<{ createLead: { lead: { id: string } } }>(
    request,
    token,
    'mutation ($input: CreateLeadInput!) { createLead(input: $input) { lead { id } } }',
    { input },
  );
  return { id: created.lead.id, name };
}

/** Removes a test's lead if it is still there (the test may have deleted it already). */
async function removeLead(request: APIRequestContext, token: string, id: string): Promise<void> {
  await request.post('/graphql', {
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    data: { query: 'mutation ($id: ID!) { deleteLead(id: $id) { deletedLeadId } }', variables: { id } },
  });
}

const filterBar = (page: Page) => page.getByRole('search', { name: 'Filter leads' });
const summary = (page: Page) => page.getByText(/^Showing [\d,]+ of [\d,]+ leads?$/);
const summaryText = (shown: number, total: number) =>
  `Showing ${counts.format(shown)} of ${counts.format(total)} ${total === 1 ? 'lead' : 'leads'}`;
const sortDirection = (page: Page) => filterBar(page).getByRole('button', { name: /order, switch to/ });
const leadCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const cardHeadings = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });
const statusSelects = (page: Page) => page.getByRole('combobox', { name: /^Status for / });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function expectStat(page: Page, title: string, value: string) {
  const card = page.getByRole('region', { name: 'Lead analytics' }).getByRole('group', { name: title });
  await expect(card.getByText(value, { exact: true })).toBeVisible();
}

test.describe('Studio leads', () => {
  test('a super admin opens the leads from the dashboard and reads the platform figures', async ({ page, request }) => {
    await signIn(page, SEEDED.superAdmin, '/studio');
    await page.getByRole('link', { name: 'View all leads' }).click();
    await expect(page).toHaveURL(/\/studio\/leads$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Leads' })).toBeVisible();
    await expect(page.getByText('Manage all leads across the platform')).toBeVisible();
    await expect(page.getByText('Super Admin View - All Leads')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();

    const token = await accessTokenOf(page);
    const figures = await analyticsAs(request, token);
    await expectStat(page, 'Total Leads', counts.format(figures.totalLeads));
    await expectStat(page, 'Qualified Leads', counts.format(figures.qualifiedLeads));
    await expectStat(page, 'Conversion Rate', `${figures.conversionRate}%`);
    await expectStat(page, 'Conversion Rate', `Converted: ${figures.convertedLeads}`);
    await expectStat(page, 'Total Bookings', counts.format(figures.totalBookings));
    await expect(page.getByRole('group', { name: 'Qualified Leads' })).toContainText('Ready for follow-up');

    const leads = await leadsAs(request, token);
    expect(leads.totalCount).toBe(figures.totalLeads);
    await expect(summary(page)).toHaveText(summaryText(Math.min(leads.totalCount, 100), leads.totalCount));
    await expect(page.getByRole('article')).toHaveCount(Math.min(leads.totalCount, 100));
    // The seeded lead without a brand, and values in pounds.
    await expect(page.getByText('Unknown Brand').first()).toBeVisible();
    await expect(page.getByText(/^£[\d,]+\.\d\d$/).first()).toBeVisible();
  });

  test('filters narrow and order the list, and survive a reload', async ({ page, request }) => {
    await signIn(page, SEEDED.superAdmin, LEADS);
    const token = await accessTokenOf(page);
    const bar = filterBar(page);
    await expect(summary(page)).toBeVisible();

    // Status
    const converted = await leadsAs(request, token, { filter: { status: 'converted' } });
    expect(converted.totalCount).toBeGreaterThan(0);
    await bar.getByLabel('Status', { exact: true }).selectOption('converted');
    await expect(page).toHaveURL(/[?&]status=converted/);
    await expect(summary(page)).toHaveText(summaryText(converted.totalCount, converted.totalCount));
    await expect(statusSelects(page)).toHaveCount(converted.totalCount);
    for (const select of await statusSelects(page).all()) await expect(select).toHaveValue('converted');
    await bar.getByLabel('Status', { exact: true }).selectOption('');
    await expect(page).not.toHaveURL(/status=/);

    // Search by a seeded customer
    const found = await leadsAs(request, token, { filter: { search: 'mwanaisha' } });
    expect(found.totalCount).toBeGreaterThan(0);
    await bar.getByLabel('Search').fill('mwanaisha');
    await expect(page).toHaveURL(/[?&]search=mwanaisha/);
    await expect(summary(page)).toHaveText(summaryText(found.totalCount, found.totalCount));
    await expect(leadCard(page, 'Mwanaisha Salim').first()).toBeVisible();
    await bar.getByLabel('Search').fill('');
    await expect(page).not.toHaveURL(/search=/);

    // Customer name: descending first (the default direction), then ascending. The toggle says the
    // current direction and what pressing it does, and the list follows.
    const byName = await leadsAs(request, token, { orderBy: { field: 'CUSTOMER_NAME', direction: 'ASC' } });
    const names = byName.edges.map(({ node }) => node.customerName);
    const byNameDescending = await leadsAs(request, token, {
      orderBy: { field: 'CUSTOMER_NAME', direction: 'DESC' },
    });
    await bar.getByLabel('Sort by').selectOption('customer_name');
    const direction = sortDirection(page);
    await expect(direction).toHaveAccessibleName('Descending order, switch to ascending');
    await expect(direction).toHaveAttribute('title', 'Descending order, switch to ascending');
    await expect(cardHeadings(page)).toHaveText(byNameDescending.edges.map(({ node }) => node.customerName));
    await direction.click();
    await expect(direction).toHaveAccessibleName('Ascending order, switch to descending');
    await expect(page).toHaveURL(/[?&]sort=customer_name/);
    await expect(page).toHaveURL(/[?&]order=asc/);
    await expect(cardHeadings(page)).toHaveText(names);
    await direction.click();
    await expect(direction).toHaveAccessibleName('Descending order, switch to ascending');
    await expect(page).not.toHaveURL(/order=/);
    await expect(cardHeadings(page)).toHaveText(byNameDescending.edges.map(({ node }) => node.customerName));
    await direction.click();
    await expect(page).toHaveURL(/[?&]order=asc/);

    // The address keeps the filters
    await bar.getByLabel('Priority').selectOption('high');
    const highByName = await leadsAs(request, token, {
      filter: { priority: 'high' },
      orderBy: { field: 'CUSTOMER_NAME', direction: 'ASC' },
    });
    await expect(cardHeadings(page)).toHaveText(highByName.edges.map(({ node }) => node.customerName));
    await page.reload();
    await expect(bar.getByLabel('Priority')).toHaveValue('high');
    await expect(bar.getByLabel('Sort by')).toHaveValue('customer_name');
    await expect(sortDirection(page)).toHaveAccessibleName('Ascending order, switch to descending');
    await expect(cardHeadings(page)).toHaveText(highByName.edges.map(({ node }) => node.customerName));

    // Filters that match nothing, then back to everything
    await bar.getByLabel('Search').fill('no lead is called this');
    await expect(page.getByRole('heading', { name: 'No leads match your filters' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/studio\/leads$/);
    await expect(bar.getByLabel('Search')).toHaveValue('');
    await expect(summary(page)).toHaveText(summaryText(Math.min(byName.totalCount, 100), byName.totalCount));
  });

  test('a status change shows at once, is saved with its date, and is undone when refused', async ({
    page,
    request,
  }) => {
    await signIn(page, SEEDED.superAdmin, '/studio');
    const token = await accessTokenOf(page);
    const lead = await createLead(request, token, 'Status Journey');
    try {
      await page.goto(LEADS);
      const card = leadCard(page, lead.name);
      const status = card.getByRole('combobox', { name: `Status for ${lead.name}` });
      await expect(status).toHaveValue('new');
      await expect(card).toContainText('£1,234.00');
      await expect(card).toContainText('Unknown Brand');
      await expect(card.getByRole('term').filter({ hasText: /^Contacted$/ })).toHaveCount(0);

      // Refused by the server: the old status comes back and the server's words are shown.
      let refusing = true;
      await answerOperation(
        page,
        'useUpdateLeadStatusMutation',
        { body: { errors: [{ message: 'Lead not found', extensions: { code: 'NOT_FOUND' } }] } },
        () => refusing,
      );
      await status.selectOption('qualified');
      await expect(toast(page, 'Lead not found')).toBeVisible();
      await expect(status).toHaveValue('new');
      refusing = false;

      await status.selectOption('contacted');
      await expect(toast(page, 'Lead status updated successfully')).toBeVisible();
      await expect(status).toHaveValue('contacted');
      await expect(status).toBeEnabled();
      await expect(card).toContainText(new RegExp(`Contacted\\s*${today()}`));

      await page.reload();
      await expect(leadCard(page, lead.name).getByRole('combobox', { name: `Status for ${lead.name}` })).toHaveValue(
        'contacted',
      );
      await expect(
        leadCard(page, lead.name)
          .getByRole('term')
          .filter({ hasText: /^Contacted$/ }),
      ).toHaveCount(1);
      await expect(leadCard(page, lead.name)).toContainText(new RegExp(`Contacted\\s*${today()}`));
    } finally {
      await removeLead(request, token, lead.id);
    }
  });

  test('deleting asks first: Cancel keeps the lead, Delete removes it and the total drops', async ({
    page,
    request,
  }) => {
    await signIn(page, SEEDED.superAdmin, '/studio');
    const token = await accessTokenOf(page);
    const lead = await createLead(request, token, 'Delete Journey');
    try {
      await page.goto(LEADS);
      const card = leadCard(page, lead.name);
      await expect(card).toBeVisible();
      const total = (await leadsAs(request, token)).totalCount;
      await expect(summary(page)).toHaveText(summaryText(Math.min(total, 100), total));
      await expectStat(page, 'Total Leads', counts.format(total));

      const deleteButton = card.getByRole('button', { name: `Delete lead for ${lead.name}` });
      await deleteButton.click();
      const dialog = page.getByRole('dialog', { name: 'Delete Lead' });
      await expect(dialog).toContainText(
        `Are you sure you want to delete the lead for ${lead.name}? This action cannot be undone.`,
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(deleteButton).toBeFocused();
      await expect(card).toBeVisible();

      // Escape cancels too, from the keyboard.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(deleteButton).toBeFocused();

      const held = await holdOperation(page, 'useDeleteLeadMutation');
      await deleteButton.click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeVisible();
      held.release();

      await expect(toast(page, 'Lead deleted successfully')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(card).toHaveCount(0);
      await expect(summary(page)).toHaveText(summaryText(Math.min(total - 1, 100), total - 1));
      await expect(summary(page)).toBeFocused();
      await expectStat(page, 'Total Leads', counts.format(total - 1));
      expect((await leadsAs(request, token)).totalCount).toBe(total - 1);
    } finally {
      await removeLead(request, token, lead.id);
    }
  });

  test("a brand admin manages only their own brands' leads", async ({ page, request }) => {
    await signIn(page, SEEDED.brandAdmin, LEADS);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Leads' })).toBeVisible();
    await expect(page.getByText('Manage leads for your brands')).toBeVisible();
    await expect(page.getByText('Super Admin View - All Leads')).toHaveCount(0);

    const token = await accessTokenOf(page);
    const { viewer } = await graphqlAs<{ viewer: { ownedBrands: { name: string }[] } }>(
      request,
      token,
      '{ viewer { ownedBrands { name } } }',
    );
    const owned = viewer.ownedBrands.map((brand) => brand.name);
    expect(owned).toHaveLength(2);
    const leads = await leadsAs(request, token);
    expect(leads.totalCount).toBeGreaterThan(0);
    for (const { node } of leads.edges) expect(owned).toContain(node.brand?.name);

    await expect(summary(page)).toHaveText(summaryText(leads.totalCount, leads.totalCount));
    await expect(cardHeadings(page)).toHaveText(leads.edges.map(({ node }) => node.customerName));
    await expect(page.getByText('Unknown Brand')).toHaveCount(0);
    const figures = await analyticsAs(request, token);
    expect(figures.totalLeads).toBe(leads.totalCount);
    await expectStat(page, 'Total Leads', counts.format(figures.totalLeads));
  });

  test('the screen and its delete dialog have no serious or critical axe violations', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, LEADS);
    await expect(summary(page)).toBeVisible();
    await expectNoSeriousViolations(page, 'studio leads');

    const firstDelete = page.getByRole('button', { name: /^Delete lead for / }).first();
    await firstDelete.click();
    await expect(page.getByRole('dialog', { name: 'Delete Lead' })).toBeVisible();
    await expectNoSeriousViolations(page, 'studio leads: delete dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(firstDelete).toBeFocused();
  });

  test('a list that fails to load says so and can be tried again', async ({ page }) => {
    let failing = true;
    await answerOperation(page, 'LeadResultsQuery', failure(), () => failing);
    await signIn(page, SEEDED.superAdmin, LEADS);
    await expect(toast(page, 'Failed to load leads')).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'The leads could not be loaded.' });
    await expect(notice).toBeVisible();
    // The figures come from their own query and still show.
    await expect(page.getByRole('group', { name: 'Total Leads' })).toBeVisible();

    failing = false;
    await notice.getByRole('button', { name: 'Try Again' }).click();
    await expect(summary(page)).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a session the API no longer accepts asks to log in again, back to the leads', async ({ page }) => {
    await answerOperation(page, 'LeadResultsQuery', {
      body: {
        errors: [{ message: 'Please log in to access the Studio Leads.', extensions: { code: 'UNAUTHENTICATED' } }],
      },
    });
    await signIn(page, SEEDED.superAdmin, LEADS);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('Please log in to access the Studio Leads.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=/studio/leads');
  });

  test('the list and figures refresh by themselves every 30 seconds', async ({ page, request }) => {
    await page.clock.install();
    await signIn(page, SEEDED.superAdmin, LEADS);
    await expect(summary(page)).toBeVisible();
    const token = await accessTokenOf(page);
    const before = (await leadsAs(request, token)).totalCount;
    const lead = await createLead(request, token, 'Refresh Journey');
    try {
      await page.clock.fastForward(20_000);
      await page.waitForTimeout(500);
      await expect(leadCard(page, lead.name)).toHaveCount(0);

      await page.clock.fastForward(10_000);
      await expect(leadCard(page, lead.name)).toBeVisible();
      await expect(summary(page)).toHaveText(summaryText(Math.min(before + 1, 100), before + 1));
      await expectStat(page, 'Total Leads', counts.format(before + 1));
    } finally {
      await removeLead(request, token, lead.id);
    }
  });
});
