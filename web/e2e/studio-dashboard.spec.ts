import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { answerOperation, failure, holdOperation } from './support/graphqlRoutes';

/*
 * The leads dashboard on the studio home (/studio): platform or brand overview, lead analytics,
 * top performing brands and the recent leads, each checked against the API with the same token.
 */

const counts = new Intl.NumberFormat('en-GB');
const percentages = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const ratings = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const leadDates = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

const count = (value: number) => counts.format(value);
const percent = (value: number) => `${percentages.format(value)}%`;
const rating = (value: number | null) => (value == null ? 'No ratings' : ratings.format(value));

interface PlatformFigures {
  platformAnalytics: {
    totalBrands: number;
    verifiedBrands: number;
    activeBrands: number;
    recentBrands: number;
    totalReviews: number;
    recentReviews: number;
    totalProducts: number;
    averageRating: number | null;
    reviewDistribution: { rating: number; count: number }[];
    topBrands: { name: string; rating: number; reviewCount: number }[];
  };
  pageViewTotal: { pageViews: number; estimated: boolean };
}

const PLATFORM_FIGURES = `{
  platformAnalytics {
    totalBrands verifiedBrands activeBrands recentBrands totalReviews recentReviews totalProducts averageRating
    reviewDistribution { rating count }
    topBrands { name rating reviewCount }
  }
  pageViewTotal { pageViews estimated }
}`;

interface LeadFigures {
  leadAnalytics: {
    totalLeads: number;
    thisMonthLeads: number;
    qualifiedLeads: number;
    convertedLeads: number;
    conversionRate: number;
    totalBookings: number;
    thisMonthBookings: number;
    topPerformingBrands: { brand: { name: string }; totalRevenue: number; totalCommission: number }[] | null;
  };
  leads: {
    totalCount: number;
    edges: {
      node: {
        customerName: string;
        customerEmail: string;
        createdAt: string;
        brand: { id: string; name: string } | null;
      };
    }[];
  };
}

const LEAD_FIGURES = `query ($first: Int!) {
  leadAnalytics {
    totalLeads thisMonthLeads qualifiedLeads convertedLeads conversionRate totalBookings thisMonthBookings
    topPerformingBrands { brand { name } totalRevenue totalCommission }
  }
  leads(first: $first) { totalCount edges { node { customerName customerEmail createdAt brand { id name } } } }
}`;

const dashboard = (page: Page) => page.getByRole('region', { name: 'Leads & Conversions' });
const section = (page: Page, name: string) => dashboard(page).getByRole('region', { name, exact: true });
const table = (scope: Locator, caption: string) => scope.getByRole('table', { name: caption });
const bodyRows = (scope: Locator) => scope.locator('tbody tr');

/** A figure tile: the group named by its label shows exactly `value`. */
async function expectFigure(scope: Locator, label: string, value: string): Promise<void> {
  await expect(scope.getByRole('group', { name: label, exact: true }).getByText(value, { exact: true })).toBeVisible();
}

/** The text of every body row, cell by cell (the row header first). */
async function tableCells(scope: Locator): Promise<string[][]> {
  return bodyRows(scope).evaluateAll((rows) =>
    rows.map((row) => Array.from(row.children, (cell) => (cell as HTMLElement).innerText.trim())),
  );
}

async function expectLeadAnalytics(page: Page, figures: LeadFigures['leadAnalytics']): Promise<void> {
  const analytics = section(page, 'Leads Analytics');
  await expectFigure(analytics, 'Total Leads', count(figures.totalLeads));
  await expectFigure(analytics, 'This Month', count(figures.thisMonthLeads));
  await expectFigure(analytics, 'Qualified', count(figures.qualifiedLeads));
  await expectFigure(analytics, 'Converted', count(figures.convertedLeads));
  await expectFigure(analytics, 'Conversion Rate', percent(figures.conversionRate));
  await expectFigure(analytics, 'Total Bookings', count(figures.totalBookings));
  await expectFigure(analytics, 'Bookings This Month', count(figures.thisMonthBookings));
}

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

test.describe('Studio leads dashboard', () => {
  test('a super admin sees the platform overview, lead analytics, top performing brands and the ten newest leads', async ({
    page,
    request,
  }) => {
    await signIn(page, SEEDED.superAdmin, '/studio');
    const overview = section(page, 'Platform Overview');
    await expect(overview.getByRole('group', { name: 'Total Brands', exact: true })).toBeVisible();
    await expect(section(page, 'Brand Overview')).toHaveCount(0);

    const token = await accessTokenOf(page);
    const { platformAnalytics: platform, pageViewTotal } = await graphqlAs<PlatformFigures>(
      request,
      token,
      PLATFORM_FIGURES,
    );
    const { leadAnalytics, leads } = await graphqlAs<LeadFigures>(request, token, LEAD_FIGURES, { first: 20 });
    // Page views recorded while signing in may land after the first load; a refresh reads them.
    await dashboard(page).getByRole('button', { name: 'Refresh' }).click();

    await expectFigure(overview, 'Total Brands', count(platform.totalBrands));
    await expectFigure(overview, 'Verified Brands', count(platform.verifiedBrands));
    await expectFigure(overview, 'Active Brands', count(platform.activeBrands));
    await expectFigure(overview, 'New Brands', count(platform.recentBrands));
    await expectFigure(overview, 'Total Reviews', count(platform.totalReviews));
    await expectFigure(overview, 'Recent Reviews', count(platform.recentReviews));
    await expectFigure(overview, 'Products', count(platform.totalProducts));
    await expectFigure(overview, 'Page Views', count(pageViewTotal.pageViews));
    await expectFigure(overview, 'Average Rating', rating(platform.averageRating));
    const pageViews = overview.getByRole('group', { name: 'Page Views', exact: true });
    if (pageViewTotal.estimated) {
      await expect(pageViews).toContainText(`${count(pageViewTotal.pageViews)}*`);
      await expect(overview.getByText('* Estimated', { exact: true })).toBeVisible();
    } else {
      await expect(pageViews).not.toContainText('*');
      await expect(overview.getByText('* Estimated', { exact: true })).toHaveCount(0);
    }

    const distribution = table(overview, 'Review distribution');
    const highestFirst = [...platform.reviewDistribution].sort((a, b) => b.rating - a.rating);
    expect((await tableCells(distribution)).map((cells) => cells.slice(0, 2))).toEqual(
      highestFirst.map((bucket) => [bucket.rating === 1 ? '1 star' : `${bucket.rating} stars`, count(bucket.count)]),
    );
    expect(await tableCells(table(overview, 'Top rated brands'))).toEqual(
      platform.topBrands.map((brand) => [brand.name, rating(brand.rating), count(brand.reviewCount)]),
    );

    await expectLeadAnalytics(page, leadAnalytics);
    const topPerforming = leadAnalytics.topPerformingBrands ?? [];
    expect(topPerforming.length).toBeGreaterThan(0);
    expect(await tableCells(table(section(page, 'Leads Analytics'), 'Top performing brands'))).toEqual(
      topPerforming.map((brand) => [
        brand.brand.name,
        pounds.format(brand.totalRevenue),
        pounds.format(brand.totalCommission),
      ]),
    );

    const recent = section(page, 'Recent Leads');
    const recentTable = table(recent, 'Recent leads, newest first');
    await expect(bodyRows(recentTable)).toHaveCount(10);
    const shownFirstPage = await tableCells(recentTable);
    const newest = leads.edges.map(({ node }) => node);
    // The customer cell holds the name with the e-mail address under it.
    expect(shownFirstPage.map((cells) => [...cells[0]!.split('\n'), cells[1], cells[5]])).toEqual(
      newest
        .slice(0, 10)
        .map((lead) => [
          lead.customerName,
          lead.customerEmail,
          lead.brand?.name ?? 'Unknown Brand',
          leadDates.format(new Date(lead.createdAt)),
        ]),
    );
    await expect(recent.getByRole('link', { name: 'View all leads' })).toHaveAttribute('href', '/studio/leads');

    // The next ten are fetched on Next, and Previous goes back without asking again.
    const pages = recent.getByRole('navigation', { name: 'Recent leads pages' });
    const pageCount = Math.ceil(leads.totalCount / 10);
    await expect(pages.getByRole('status')).toHaveText(
      `Showing 1–10 of ${leads.totalCount} leads · Page 1 of ${pageCount}`,
    );
    await expect(pages.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(leads.totalCount).toBeGreaterThan(10);
    await pages.getByRole('button', { name: 'Next' }).click();
    const secondPageEnd = Math.min(20, leads.totalCount);
    await expect(pages.getByRole('status')).toHaveText(
      `Showing 11–${secondPageEnd} of ${leads.totalCount} leads · Page 2 of ${pageCount}`,
    );
    expect((await tableCells(recentTable)).map((cells) => cells[0])).toEqual(
      newest.slice(10, 20).map((lead) => `${lead.customerName}\n${lead.customerEmail}`),
    );
    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(pages.getByRole('status')).toHaveText(
      `Showing 1–10 of ${leads.totalCount} leads · Page 1 of ${pageCount}`,
    );
    expect(await tableCells(recentTable)).toEqual(shownFirstPage);
  });

  test("a brand admin sees their two brands' overview and only their leads, without the platform figures", async ({
    page,
    request,
  }) => {
    await signIn(page, SEEDED.brandAdmin, '/studio');
    const overview = section(page, 'Brand Overview');
    await expect(overview.getByRole('group', { name: 'Your Brands', exact: true })).toBeVisible();

    const token = await accessTokenOf(page);
    const { viewer, brandAnalytics } = await graphqlAs<{
      viewer: { ownedBrands: { id: string; name: string }[] };
      brandAnalytics: {
        totalBrands: number;
        totalProducts: number;
        totalReviews: number;
        recentReviews: number;
        averageRating: number | null;
        totalPageViews: number;
        brands: {
          name: string;
          products: number;
          reviews: number;
          recentReviews: number;
          averageRating: number | null;
          pageViews: number;
        }[];
      };
    }>(
      request,
      token,
      `{ viewer { ownedBrands { id name } }
         brandAnalytics { totalBrands totalProducts totalReviews recentReviews averageRating totalPageViews
           brands { name products reviews recentReviews averageRating pageViews } } }`,
    );
    const { leadAnalytics, leads } = await graphqlAs<LeadFigures>(request, token, LEAD_FIGURES, { first: 100 });
    const ownNames = viewer.ownedBrands.map((brand) => brand.name).sort();
    expect(ownNames).toHaveLength(2);

    await expectFigure(overview, 'Your Brands', count(2));
    await expectFigure(overview, 'Products', count(brandAnalytics.totalProducts));
    await expectFigure(overview, 'Reviews', count(brandAnalytics.totalReviews));
    await expectFigure(overview, 'Recent Reviews', count(brandAnalytics.recentReviews));
    await expectFigure(overview, 'Average Rating', rating(brandAnalytics.averageRating));
    await expectFigure(overview, 'Page Views', count(brandAnalytics.totalPageViews));
    const perBrand = await tableCells(table(overview, 'Your brands'));
    expect(perBrand.map((cells) => cells[0]).sort()).toEqual(ownNames);
    expect(perBrand).toEqual(
      brandAnalytics.brands.map((brand) => [
        brand.name,
        count(brand.products),
        count(brand.reviews),
        count(brand.recentReviews),
        rating(brand.averageRating),
        count(brand.pageViews),
      ]),
    );

    await expect(section(page, 'Platform Overview')).toHaveCount(0);
    await expect(page.getByText('Platform Analytics Error')).toHaveCount(0);
    await expectLeadAnalytics(page, leadAnalytics);
    await expect(dashboard(page).getByRole('table', { name: 'Top performing brands' })).toHaveCount(0);

    // The API lists only the brand admin's leads, and the table shows those.
    expect(leads.totalCount).toBeGreaterThan(0);
    expect(leads.edges.every(({ node }) => node.brand && ownNames.includes(node.brand.name))).toBe(true);
    const recentTable = table(section(page, 'Recent Leads'), 'Recent leads, newest first');
    await expect(bodyRows(recentTable)).toHaveCount(Math.min(10, leads.totalCount));
    const shown = await tableCells(recentTable);
    expect(shown.map((cells) => cells[0]!.split('\n')[0])).toEqual(
      leads.edges.slice(0, 10).map(({ node }) => node.customerName),
    );
    for (const cells of shown) expect(ownNames).toContain(cells[1]);
  });

  test("changing a recent lead's status saves it, disables that select meanwhile and confirms", async ({
    page,
    request,
  }) => {
    await signIn(page, SEEDED.superAdmin, '/studio');
    const token = await accessTokenOf(page);
    const customerName = `Dashboard Journey ${Date.now().toString(36)}`;
    const { createLead } = await graphqlAs<{ createLead: { lead: { id: string } } }>(
      request,
      token,
      'mutation ($input: CreateLeadInput!) { createLead(input: $input) { lead { id } } }',
      {
        input: {
          customerName,
          customerEmail: 'dashboard.journey@mail.example',
          source: 'referral',
          leadType: 'consultation',
        },
      },
    );
    const leadId = createLead.lead.id;
    try {
      await dashboard(page).getByRole('button', { name: 'Refresh' }).click();
      const row = section(page, 'Recent Leads').getByRole('row', { name: new RegExp(customerName) });
      await expect(row).toBeVisible();
      expect(
        await row.evaluate((tr) =>
          Array.from(tr.children, (cell) => (cell as HTMLElement).innerText.trim()).slice(0, 4),
        ),
      ).toEqual([`${customerName}\ndashboard.journey@mail.example`, 'Unknown Brand', 'Referral', 'Consultation']);

      const status = page.getByLabel(`Status for ${customerName}`);
      await expect(status).toHaveValue('new');
      const save = await holdOperation(page, 'useUpdateLeadStatusMutation');
      await status.selectOption('qualified');
      await expect(status).toBeDisabled();
      await expect(status).toHaveValue('qualified');
      // Only the row being saved waits; the others can still be changed.
      await expect(section(page, 'Recent Leads').getByRole('combobox').and(page.locator(':enabled'))).not.toHaveCount(
        0,
      );
      save.release();

      await expect(page.getByRole('status').filter({ hasText: 'Lead updated successfully' })).toBeVisible();
      await expect(status).toBeEnabled();
      await expect(status).toHaveValue('qualified');

      const { node } = await graphqlAs<{ node: { status: string; qualifiedAt: string | null } }>(
        request,
        token,
        'query ($id: ID!) { node(id: $id) { ... on Lead { status qualifiedAt } } }',
        { id: leadId },
      );
      expect(node.status).toBe('qualified');
      expect(node.qualifiedAt).not.toBeNull();

      await page.reload();
      await expect(page.getByLabel(`Status for ${customerName}`)).toHaveValue('qualified');
    } finally {
      await graphqlAs(request, token, 'mutation ($id: ID!) { deleteLead(id: $id) { deletedLeadId } }', { id: leadId });
    }
  });

  test('a failing platform analytics shows its own error with Retry while the leads still show', async ({ page }) => {
    let failing = true;
    await answerOperation(page, 'PlatformOverviewQuery', failure(), () => failing);
    await signIn(page, SEEDED.superAdmin, '/studio');

    const overview = section(page, 'Platform Overview');
    await expect(overview.getByRole('heading', { name: 'Platform Analytics Error' })).toBeVisible();
    await expect(overview.getByRole('alert')).toContainText('Failed to fetch analytics');
    await expect(bodyRows(table(section(page, 'Recent Leads'), 'Recent leads, newest first'))).toHaveCount(10);
    await expect(
      section(page, 'Leads Analytics').getByRole('group', { name: 'Total Leads', exact: true }),
    ).toBeVisible();

    failing = false;
    await overview.getByRole('button', { name: 'Retry' }).click();
    await expect(overview.getByRole('group', { name: 'Total Brands', exact: true })).toBeVisible();
    await expect(overview.getByRole('heading', { name: 'Platform Analytics Error' })).toHaveCount(0);
  });

  test('failing leads show the dashboard error with Retry Leads, Retry Analytics and Re-login', async ({ page }) => {
    let failing = true;
    await answerOperation(page, 'RecentLeadsQuery', failure(), () => failing);
    await signIn(page, SEEDED.superAdmin, '/studio');

    const recent = section(page, 'Recent Leads');
    await expect(recent.getByRole('heading', { name: 'Error Loading Leads Dashboard' })).toBeVisible();
    await expect(recent.getByRole('alert')).toContainText('Failed to fetch leads');
    await expect(recent.getByRole('button', { name: 'Retry Analytics' })).toBeVisible();
    await expect(recent.getByRole('link', { name: 'Re-login' })).toHaveAttribute('href', '/login?redirect=/studio');
    await expect(
      section(page, 'Platform Overview').getByRole('group', { name: 'Total Brands', exact: true }),
    ).toBeVisible();

    failing = false;
    await recent.getByRole('button', { name: 'Retry Leads' }).click();
    await expect(bodyRows(table(recent, 'Recent leads, newest first'))).toHaveCount(10);
  });

  test('leads refused for an ended session ask the user to sign in again', async ({ page }) => {
    await answerOperation(page, 'RecentLeadsQuery', {
      body: {
        errors: [{ message: 'Please log in to access the Studio Leads.', extensions: { code: 'UNAUTHENTICATED' } }],
      },
    });
    await signIn(page, SEEDED.superAdmin, '/studio');

    const recent = section(page, 'Recent Leads');
    await expect(recent.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(recent.getByText('You need to be logged in to view the leads dashboard.')).toBeVisible();
    await expect(recent.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login?redirect=/studio');
  });

  for (const [role, account, ready] of [
    ['super admin', SEEDED.superAdmin, 'Platform Overview'],
    ['brand admin', SEEDED.brandAdmin, 'Brand Overview'],
  ] as const) {
    test(`the dashboard has no serious or critical axe violations (${role})`, async ({ page }) => {
      await signIn(page, account, '/studio');
      await expect(section(page, ready).getByRole('table').first()).toBeVisible();
      await expect(bodyRows(table(section(page, 'Recent Leads'), 'Recent leads, newest first')).first()).toBeVisible();
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const describe = (violations: typeof results.violations) =>
        violations.map(
          (v) =>
            `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 5)
              .join('\n    ')}`,
        );
      const minor = results.violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ''));
      if (minor.length > 0) console.log(`[axe] studio dashboard (${role}): ${describe(minor).join('\n')}`);
      expect(describe(results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '')))).toEqual([]);
    });
  }
});
