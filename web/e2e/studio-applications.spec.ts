import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { mailedLink, SEEDED, signIn } from './support/accounts';
import { answerOperation, failure, holdOperation, isGraphQLUrl } from './support/graphqlRoutes';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';
import { shoot } from './support/reviewShots';

const APPLICATIONS = '/studio/applications';
const NO_ACCESS = 'You do not have permission to access this page.';
const UPDATED = 'Application status updated successfully';
const DELETED = 'Application deleted successfully';

interface Application {
  brandName: string;
  designerName: string;
  email: string;
  location: string;
  category: string;
  description: string;
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Sends an application through the public join route, with names no other test uses. */
async function submitApplication(request: APIRequestContext, label: string, token = stamp()): Promise<Application> {
  const application = {
    brandName: `${label} ${token}`,
    designerName: `Designer ${token}`,
    email: `applicant-${token}@journeys.adire.example`,
    location: 'Lagos, Nigeria',
    category: 'Ready to Wear',
    description: 'Hand-dyed adire separates, made by the applications journey.',
  };
  const response = await request.post('/api/designer-application', { data: application });
  expect(response.status(), await response.text()).toBe(201);
  return application;
}

interface StoredApplication {
  id: string;
  status: string;
  notes: string | null;
  brand: { id: string; name: string } | null;
}

async function storedApplication(
  request: APIRequestContext,
  token: string,
  brandName: string,
): Promise<StoredApplication | undefined> {
  const { designerApplications } = await graphqlAs<{
    designerApplications: { edges: { node: StoredApplication & { brandName: string } }[] };
  }>(
    request,
    token,
    'query ($search: String) { designerApplications(first: 10, filter: { search: $search }) { edges { node { id brandName status notes brand { id name } } } } }',
    { search: brandName },
  );
  return designerApplications.edges.map((edge) => edge.node).find((node) => node.brandName === brandName);
}

/** Signs the super admin in, then opens the list searched for `search` (signIn cannot wait for a query string). */
async function openApplications(page: Page, search: string) {
  await signIn(page, SEEDED.superAdmin, APPLICATIONS);
  await page.goto(`${APPLICATIONS}?search=${encodeURIComponent(search)}`);
}

const filterBar = (page: Page) => page.getByRole('search', { name: 'Filter applications' });
const card = (page: Page, brandName: string) => page.getByRole('article', { name: brandName, exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
// The count over the list (Load more repeats it under the list while more pages are left).
const summary = (page: Page) => page.getByText(/^Showing [\d,]+ of [\d,]+ applications?$/).first();

async function search(page: Page, text: string) {
  await filterBar(page).getByLabel('Search').fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

const statusBadge = (scope: Locator, label: string) => scope.getByText(new RegExp(`^Status: ${label}$`));

// The offline service worker claims the page as soon as it installs; requests it carries are out of
// reach of page.route, which these journeys use to stand in for failing answers.
test.use({ serviceWorkers: 'block' });

test.describe('Studio applications', () => {
  test('a super admin searches and filters by status, and the address keeps both', async ({ page, request }) => {
    const token = stamp();
    const first = await submitApplication(request, 'Kente House', token);
    const second = await submitApplication(request, 'Aso Oke Studio', token);
    await signIn(page, SEEDED.superAdmin, APPLICATIONS);
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await expect(summary(page)).toBeVisible();

    await search(page, token);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(summary(page)).toHaveText('Showing 2 of 2 applications');
    // Newest first, each card with its facts.
    await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText([
      second.brandName,
      first.brandName,
    ]);
    const firstCard = card(page, first.brandName);
    await expect(firstCard).toContainText(first.designerName);
    await expect(firstCard).toContainText(first.email);
    await expect(firstCard).toContainText('Lagos, Nigeria');
    await expect(firstCard).toContainText('Ready to Wear');
    const today = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    await expect(firstCard).toContainText(today);
    await expect(statusBadge(firstCard, 'New')).toBeVisible();

    // The status filter counts what the search matches.
    const status = filterBar(page).getByLabel('Status');
    await expect(status.locator('option[value="new"]')).toHaveText('New (2)');
    await expect(status.locator('option[value=""]')).toHaveText('All statuses (2)');

    await firstCard.getByRole('button', { name: `Start review of ${first.brandName}` }).click();
    await expect(toast(page, UPDATED)).toBeVisible();
    await expect(status.locator('option[value="reviewing"]')).toHaveText('Reviewing (1)');

    await status.selectOption('reviewing');
    await expect(page).toHaveURL(/[?&]status=reviewing/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, first.brandName)).toBeVisible();

    await page.reload();
    await expect(filterBar(page).getByLabel('Search')).toHaveValue(token);
    await expect(filterBar(page).getByLabel('Status')).toHaveValue('reviewing');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, first.brandName)).toBeVisible();

    await filterBar(page).getByLabel('Status').selectOption('approved');
    await expect(page.getByRole('heading', { name: 'No applications match your filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/studio\/applications$/);
    await expect(filterBar(page).getByLabel('Search')).toHaveValue('');
  });

  test('Start Review then Accept on the card approves it, makes the brand and mails the designer', async ({
    page,
    request,
  }) => {
    const application = await submitApplication(request, 'Indigo Loom');
    await openApplications(page, application.brandName);
    const item = card(page, application.brandName);
    await expect(statusBadge(item, 'New')).toBeVisible();

    const startReview = item.getByRole('button', { name: `Start review of ${application.brandName}` });
    await startReview.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, UPDATED)).toBeVisible();
    await expect(statusBadge(item, 'Reviewing')).toBeVisible();
    // The next step takes the focus from the button that went away.
    const accept = item.getByRole('button', { name: `Accept ${application.brandName}` });
    await expect(accept).toBeFocused();
    await expect(item.getByRole('button', { name: `Reject ${application.brandName}` })).toBeVisible();
    await expect(item.getByRole('button', { name: `Cancel review of ${application.brandName}` })).toBeVisible();

    await accept.click();
    await expect(toast(page, UPDATED)).toBeVisible();
    await expect(statusBadge(item, 'Approved')).toBeVisible();
    await expect(item.getByRole('button', { name: `Accept ${application.brandName}` })).toHaveCount(0);

    const brandLink = item.getByRole('link', { name: application.brandName });
    await expect(brandLink).toHaveAttribute('href', /^\/studio\/brands\/.+/);
    const notice = page.getByRole('status').filter({ hasText: `${application.brandName} approved` });
    await expect(notice).toContainText(`${application.designerName} was e-mailed at ${application.email}`);
    await expect(notice.getByRole('link', { name: application.brandName })).toHaveAttribute(
      'href',
      (await brandLink.getAttribute('href'))!,
    );

    const link = await mailedLink(request, application.email, '/reset-password');
    expect(link).toContain('/reset-password?token=');

    const stored = await storedApplication(request, await accessTokenOf(page), application.brandName);
    expect(stored?.status).toBe('approved');
    expect(stored?.brand?.name).toBe(application.brandName);

    // Approved once, it is never offered Reject again (the API refuses it), also back in review.
    await item.getByRole('button', { name: `View Details of ${application.brandName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Application from ${application.brandName}` });
    const status = dialog.getByLabel('Status', { exact: true });
    await expect(status.locator('option')).toHaveText(['New', 'Reviewing', 'Approved']);
    await expect(status).toHaveAccessibleDescription('Approved once, so it can no longer be rejected.');
    await status.selectOption('reviewing');
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(statusBadge(item, 'Reviewing')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(item.getByRole('button', { name: `Accept ${application.brandName}` })).toBeVisible();
    await expect(item.getByRole('button', { name: `Cancel review of ${application.brandName}` })).toBeVisible();
    await expect(item.getByRole('button', { name: `Reject ${application.brandName}` })).toHaveCount(0);
  });

  test('the card can cancel a review back to new', async ({ page, request }) => {
    const application = await submitApplication(request, 'Batik Row');
    await openApplications(page, application.brandName);
    const item = card(page, application.brandName);
    await item.getByRole('button', { name: `Start review of ${application.brandName}` }).click();
    await expect(statusBadge(item, 'Reviewing')).toBeVisible();
    await item.getByRole('button', { name: `Cancel review of ${application.brandName}` }).click();
    await expect(toast(page, UPDATED)).toBeVisible();
    await expect(statusBadge(item, 'New')).toBeVisible();
    await expect(item.getByRole('button', { name: `Start review of ${application.brandName}` })).toBeVisible();
  });

  test('View Details shows everything, and Update Status rejects with notes and a kind reply', async ({
    page,
    request,
  }) => {
    const application = await submitApplication(request, 'Raffia Works');
    await openApplications(page, application.brandName);
    const item = card(page, application.brandName);
    const viewDetails = item.getByRole('button', { name: `View Details of ${application.brandName}` });
    await viewDetails.click();

    const dialog = page.getByRole('dialog', { name: `Application from ${application.brandName}` });
    await expect(dialog).toBeVisible();
    for (const text of [
      application.designerName,
      application.email,
      application.location,
      'Ready to Wear',
      application.description,
    ])
      await expect(dialog).toContainText(text);
    const reply = dialog.getByLabel('Send the applicant a short, kind reply');
    await expect(reply).toHaveCount(0);
    const status = dialog.getByLabel('Status', { exact: true });
    await expect(status).toHaveValue('new');
    await expect(status.locator('option')).toHaveText(['New', 'Reviewing', 'Approved', 'Rejected']);

    await status.selectOption('rejected');
    await expect(reply).toBeVisible();
    await dialog.getByLabel('Notes').fill('Lovely work; the range is not ready for the marketplace yet.');
    await reply.check();
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await expect(toast(page, UPDATED)).toBeVisible();
    await expect(dialog).toContainText(
      `${application.designerName} was sent a short, kind reply at ${application.email}.`,
    );
    await expect(statusBadge(dialog, 'Rejected')).toBeVisible();
    await expect(statusBadge(item, 'Rejected')).toBeVisible();
    // Already rejected: no second reply is offered.
    await expect(reply).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(viewDetails).toBeFocused();

    const stored = await storedApplication(request, await accessTokenOf(page), application.brandName);
    expect(stored).toMatchObject({
      status: 'rejected',
      notes: 'Lovely work; the range is not ready for the marketplace yet.',
    });
  });

  test('a refused status change is undone, says why, and the list is reloaded', async ({ page, request }) => {
    const application = await submitApplication(request, 'Ankara Lane');
    await openApplications(page, application.brandName);
    const item = card(page, application.brandName);
    await answerOperation(page, 'useUpdateDesignerApplicationMutation', {
      body: { errors: [{ message: 'Application not found', extensions: { code: 'NOT_FOUND' } }] },
    });
    await item.getByRole('button', { name: `Start review of ${application.brandName}` }).click();
    await expect(toast(page, 'Failed to update application: Application not found')).toBeVisible();
    await expect(statusBadge(item, 'New')).toBeVisible();
  });

  test('Delete asks first; Cancel keeps the application, Delete removes it, from the card and the dialog', async ({
    page,
    request,
  }) => {
    const token = stamp();
    const first = await submitApplication(request, 'Adinkra Print', token);
    const second = await submitApplication(request, 'Bogolan Cloth', token);
    await openApplications(page, token);
    await expect(summary(page)).toHaveText('Showing 2 of 2 applications');

    const deleteButton = card(page, first.brandName).getByRole('button', {
      name: `Delete application from ${first.brandName}`,
    });
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: 'Delete Application' });
    await expect(confirm).toContainText(
      `Are you sure you want to delete the application from ${first.brandName}? This action cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(deleteButton).toBeFocused();

    const held = await holdOperation(page, 'useDeleteDesignerApplicationMutation');
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm.getByRole('button', { name: 'Deleting...' })).toBeVisible();
    held.release();
    await expect(toast(page, DELETED)).toBeVisible();
    await expect(card(page, first.brandName)).toHaveCount(0);
    await expect(summary(page)).toHaveText('Showing 1 of 1 application');
    await expect(summary(page)).toBeFocused();

    // From the detail dialog.
    await card(page, second.brandName)
      .getByRole('button', { name: `View Details of ${second.brandName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Application from ${second.brandName}` });
    await dialog.getByRole('button', { name: 'Delete Application' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Application' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(toast(page, DELETED)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No applications match your filters' })).toBeVisible();

    const superToken = await accessTokenOf(page);
    expect(await storedApplication(request, superToken, first.brandName)).toBeUndefined();
    expect(await storedApplication(request, superToken, second.brandName)).toBeUndefined();
  });

  test('a failed delete says why and reloads the list', async ({ page, request }) => {
    const application = await submitApplication(request, 'Kuba Textile');
    await openApplications(page, application.brandName);
    const item = card(page, application.brandName);
    const confirmDelete = async () => {
      await item.getByRole('button', { name: `Delete application from ${application.brandName}` }).click();
      await page
        .getByRole('dialog', { name: 'Delete Application' })
        .getByRole('button', { name: 'Delete', exact: true })
        .click();
    };

    let answer = { status: 404, body: 'Not Found' as unknown };
    await page.route(isGraphQLUrl, (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'useDeleteDesignerApplicationMutation') return route.fallback();
      return route.fulfill({ status: answer.status, contentType: 'text/html', body: String(answer.body) });
    });
    await confirmDelete();
    await expect(toast(page, 'API route not found. Please check if the route is deployed correctly.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    answer = { status: 500, body: 'Internal Server Error' };
    await confirmDelete();
    await expect(toast(page, 'Server error occurred while deleting the application.')).toBeVisible();
    await page.unrouteAll();

    await answerOperation(page, 'useDeleteDesignerApplicationMutation', {
      body: { errors: [{ message: 'Application not found', extensions: { code: 'NOT_FOUND' } }] },
    });
    await confirmDelete();
    await expect(toast(page, 'Failed to delete application (404): Application not found')).toBeVisible();
    await expect(item).toBeVisible();
  });

  test('a list that fails to load says so and can be tried again', async ({ page }) => {
    let failing = true;
    await answerOperation(page, 'ApplicationResultsQuery', failure(), () => failing);
    await signIn(page, SEEDED.superAdmin, APPLICATIONS);
    await expect(toast(page, 'Failed to load applications')).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'Failed to load applications' });
    await expect(notice).toBeVisible();
    failing = false;
    await notice.getByRole('button', { name: 'Try Again' }).click();
    await expect(summary(page)).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a brand admin may not open the screen, and the API refuses them too', async ({ page, request }) => {
    await signIn(page, SEEDED.brandAdmin, APPLICATIONS);
    await expect(page.getByRole('alert').filter({ hasText: NO_ACCESS })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filter applications' })).toHaveCount(0);

    const response = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessTokenOf(page)}` },
      data: { query: '{ designerApplications(first: 1) { totalCount } }' },
    });
    const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors?.[0]).toMatchObject({ message: NO_ACCESS, extensions: { code: 'FORBIDDEN' } });
  });

  test('a super admin the API refuses sees the same message', async ({ page }) => {
    await answerOperation(page, 'ApplicationResultsQuery', {
      body: { errors: [{ message: NO_ACCESS, extensions: { code: 'FORBIDDEN' } }] },
    });
    await signIn(page, SEEDED.superAdmin, APPLICATIONS);
    await expect(page.getByRole('alert').filter({ hasText: NO_ACCESS })).toBeVisible();
  });

  test('the list and the detail dialog have no serious axe violations and fit 390 px and 1280 px', async ({
    page,
    request,
  }) => {
    const token = stamp();
    const application = await submitApplication(request, 'Shweshwe Tailors Collective of Cape Town', token);
    await submitApplication(request, 'Kitenge Atelier', token);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, SEEDED.superAdmin, APPLICATIONS);
    await expect(summary(page)).toBeVisible();
    await expectNoSeriousViolations(page, 'studio applications');
    await shoot(page, 'list-1280');

    await search(page, token);
    await expect(page.getByRole('article')).toHaveCount(2);
    await card(page, application.brandName)
      .getByRole('button', { name: `Start review of ${application.brandName}` })
      .click();
    await expect(statusBadge(card(page, application.brandName), 'Reviewing')).toBeVisible();
    await shoot(page, 'search-1280');
    const viewDetails = card(page, application.brandName).getByRole('button', {
      name: `View Details of ${application.brandName}`,
    });
    await viewDetails.click();
    const dialog = page.getByRole('dialog', { name: `Application from ${application.brandName}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Status', { exact: true }).selectOption('rejected');
    await expectNoSeriousViolations(page, 'studio applications: detail dialog');
    await shoot(page, 'dialog-1280', false);
    await dialog.getByRole('button', { name: 'Update Status' }).scrollIntoViewIfNeeded();
    await shoot(page, 'dialog-actions-1280', false);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(viewDetails).toBeFocused();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('article')).toHaveCount(2);
    await expectNoHorizontalOverflow(page, 'list at 390 px');
    await shoot(page, 'search-390');
    await viewDetails.click();
    await expect(dialog).toBeVisible();
    await expectNoHorizontalOverflow(page, 'dialog at 390 px');
    await shoot(page, 'dialog-390', false);
    await dialog.getByLabel('Status', { exact: true }).selectOption('rejected');
    await dialog.getByRole('button', { name: 'Delete Application' }).scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page, 'dialog actions at 390 px');
    await shoot(page, 'dialog-actions-390', false);
    await page.keyboard.press('Escape');

    await page.goto(APPLICATIONS);
    await expect(summary(page)).toBeVisible();
    await expectNoHorizontalOverflow(page, 'full list at 390 px');
    await shoot(page, 'list-390');
  });
});
