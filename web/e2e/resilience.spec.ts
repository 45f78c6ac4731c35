import { expect, test, type Page, type Route } from '@playwright/test';
import { DirectoryPage } from './directoryPage';
import { fetchInFull, isGraphQLUrl, operationNameOf } from './support/graphqlRoutes';

/* How pages behave when the server is slow, fails, or has nothing to show. */

const operationOf = (route: Route) => operationNameOf(route.request());

/** Answers every GraphQL request for `operation` with a server error; others go through. */
async function failOperation(page: Page, operation: string): Promise<void> {
  await page.route(isGraphQLUrl, (route) =>
    operationOf(route) === operation
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"errors":[{"message":"Internal server error"}]}',
        })
      : route.fallback(),
  );
}

test('with no active hero slide, the home page shows the Collections and Tailored slides', async ({ page }) => {
  await page.route(isGraphQLUrl, async (route) => {
    if (operationOf(route) !== 'HomePageQuery') return route.fallback();
    const response = await fetchInFull(route);
    const body = (await response.json()) as { data: { heroSlides: unknown[] } };
    body.data.heroSlides = [];
    return route.fulfill({ response, json: body });
  });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured' });
  await expect(hero.getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '/collections');
  await hero.getByRole('button', { name: 'Show slide 2: Tailored' }).click();
  await expect(hero.getByRole('link', { name: 'Tailored' })).toHaveAttribute('href', '/tailors');
});

test("a page of reviews that fails to load says 'Failed to load reviews' and keeps the button", async ({
  page,
  request,
}) => {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: '{ brands(first: 100, orderBy: RATING) { edges { node { databaseId reviewCount } } } }' },
  });
  const { data } = (await response.json()) as {
    data: { brands: { edges: { node: { databaseId: string; reviewCount: number } }[] } };
  };
  const brand = data.brands.edges.map((e) => e.node).find((b) => b.reviewCount > 5);
  expect(brand, 'a seeded brand with more than one page of reviews').toBeTruthy();

  await failOperation(page, 'BrandReviewsPaginationQuery');
  await page.goto(`/brand/${brand!.databaseId}`);
  const more = page.getByRole('button', { name: 'More reviews' });
  await more.click();
  await expect(
    page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: 'Failed to load reviews' }).first(),
  ).toBeVisible();
  await expect(more).toBeVisible();
});

test('a page that takes over 5 s lifts the full-screen spinner, and Escape stays on the current page', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isGraphQLUrl, async (route) => {
    if (operationOf(route) !== 'BrandPageQuery') return route.fallback();
    await held;
    return route.fallback().catch(() => undefined);
  });

  const directory = new DirectoryPage(page);
  await directory.open();
  await directory.cards.first().getByRole('link').first().click();
  const spinner = page.getByRole('status').filter({ hasText: 'Loading page' });
  await expect(spinner).toBeAttached();

  const notice = page.getByRole('status').filter({ hasText: 'Still loading the next page' });
  await expect(notice).toBeVisible({ timeout: 7000 });
  await expect(spinner).not.toBeAttached();
  // The page underneath takes clicks again (a trial click fails while an overlay covers it).
  await directory.search.click({ trial: true, timeout: 2000 });

  await page.keyboard.press('Escape');
  await expect(notice).not.toBeAttached();
  await expect(page).toHaveURL(/\/directory/);
  release();
});

test('when the search service fails, the modal says so and still offers the matching static pages', async ({
  page,
}) => {
  await failOperation(page, 'SearchModalQuery');
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search brands and pages' }).fill('tailoring');
  await expect(page.getByRole('alert').filter({ hasText: 'Search failed. Please try again.' })).toBeVisible();
  await page.getByRole('option', { name: /Custom Tailoring/ }).click();
  await expect(page).toHaveURL(/\/tailored$/);
});
