import { expect, test, type APIRequestContext } from '@playwright/test';
import { answerOperation, failure, holdOperation } from './support/graphqlRoutes';

/** The id of the first collection and of the first product, read from the API. */
async function firstIds(request: APIRequestContext): Promise<{ collectionId: string; productId: string }> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query: '{ collections(first: 1) { edges { node { id } } } products(first: 1) { edges { node { id } } } }' },
  });
  const { data } = (await response.json()) as {
    data: { collections: { edges: { node: { id: string } }[] }; products: { edges: { node: { id: string } }[] } };
  };
  return { collectionId: data.collections.edges[0].node.id, productId: data.products.edges[0].node.id };
}

test.describe('Error and empty states', () => {
  test('home: a failed HomePageQuery says so and keeps the header usable', async ({ page }) => {
    await answerOperation(page, 'HomePageQuery', failure());
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText('Failed to load content. Please try again.');
    await expect(page.getByRole('region', { name: 'Featured' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Explore Brands' })).toBeVisible();
  });

  test('tailors listing: Something went wrong, and Try Again reloads the page', async ({ page }) => {
    let failing = true;
    await answerOperation(page, 'TailorResultsQuery', failure(), () => failing);
    await page.goto('/tailors');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Designers' })).toBeVisible();
    const problem = page.getByRole('alert');
    await expect(problem.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    failing = false;
    await problem.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('tailored landing: the featured tailors fail with their own message, the rest of the page stays', async ({
    page,
  }) => {
    await answerOperation(page, 'FeaturedTailorsQuery', failure());
    await page.goto('/tailored');
    const featured = page.getByRole('region', { name: 'Featured Tailors' });
    await expect(
      featured.getByRole('alert').getByRole('heading', { name: 'Failed to load tailor information' }),
    ).toBeVisible();
    await expect(featured.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Featured tailors' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Does This Sound Like You?' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why Choose Tailored?' })).toBeVisible();
  });

  test('collections listing: Failed to load information, and Try Again reloads into a working page', async ({
    page,
  }) => {
    let failing = true;
    await answerOperation(page, 'CollectionGroupsQuery', failure(), () => failing);
    await page.goto('/collections');
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    const problem = page.getByRole('alert');
    await expect(problem.getByRole('heading', { name: 'Failed to load information' })).toBeVisible();
    await expect(page.locator('main a[href^="/collection/"]')).toHaveCount(0);

    failing = false;
    await problem.getByRole('button', { name: 'Try Again' }).click();
    await expect(
      page.getByRole('region', { name: 'Ready to Wear' }).locator('a[href^="/collection/"]').first(),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('collection page: Failed to load catalogue information, with a way back to /collections', async ({
    page,
    request,
  }) => {
    const { collectionId } = await firstIds(request);
    await answerOperation(page, 'CollectionPageQuery', failure());
    await page.goto(`/collection/${encodeURIComponent(collectionId)}`);
    await expect(
      page.getByRole('alert').getByRole('heading', { name: 'Failed to load catalogue information' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Products in This Collection' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to collections' }).click();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  });

  test('product page: Failed to load product information, with Back to Directory', async ({ page, request }) => {
    const { productId } = await firstIds(request);
    await answerOperation(page, 'ProductPageQuery', failure());
    await page.goto(`/product/${encodeURIComponent(productId)}`);
    await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText(
      'Failed to load product information',
    );
    await page.getByRole('link', { name: 'Back to Directory' }).click();
    await expect(page).toHaveURL(/\/directory$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Designers' })).toBeVisible();
  });

  test('FAQ: Failed to load FAQs when the list fails', async ({ page }) => {
    await answerOperation(page, 'FaqListQuery', failure());
    await page.goto('/faq');
    await expect(page.getByRole('alert')).toHaveText('Failed to load FAQs');
    await expect(page.getByRole('button', { name: 'What is Adire?' })).toHaveCount(0);
  });

  test('FAQ: No FAQs found. when the list is empty', async ({ page }) => {
    await answerOperation(page, 'FaqListQuery', { body: { data: { faqs: [] } } });
    await page.goto('/faq');
    await expect(page.getByText('No FAQs found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { expanded: false })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('terms of service: the loading text while the document is on its way, then the document', async ({ page }) => {
    const hold = await holdOperation(page, 'LegalDocumentContentQuery');
    await page.goto('/terms-of-service');
    await expect(page.getByRole('status').filter({ hasText: 'Loading Terms of Service...' })).toHaveText(
      'Loading Terms of Service...',
    );
    await expect(page.getByRole('article', { name: 'Terms of Service' })).toHaveCount(0);
    expect(hold.held()).toBeGreaterThanOrEqual(1);

    hold.release();
    await expect(page.getByRole('article', { name: 'Terms of Service' }).getByText(/^Version /)).toBeVisible();
    await expect(page.getByText('Loading Terms of Service...')).toHaveCount(0);
  });

  test('terms of service: No Terms of Service found. without an active document', async ({ page }) => {
    await answerOperation(page, 'LegalDocumentContentQuery', { body: { data: { legalDocuments: [] } } });
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('No Terms of Service found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Terms of Service' })).toHaveCount(0);
  });

  test('privacy policy: No Privacy Policy found. without an active document', async ({ page }) => {
    await answerOperation(page, 'LegalDocumentContentQuery', { body: { data: { legalDocuments: [] } } });
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('No Privacy Policy found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Privacy Policy' })).toHaveCount(0);
  });

  test('legal pages: Failed to load document when the document fails', async ({ page }) => {
    await answerOperation(page, 'LegalDocumentContentQuery', failure());
    await page.goto('/terms-of-service');
    await expect(page.getByRole('alert')).toHaveText('Failed to load document');
    // The way back and the contact section stay.
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('region', { name: 'Questions?' })).toBeVisible();

    await page.goto('/privacy-policy');
    await expect(page.getByRole('alert')).toHaveText('Failed to load document');
    await expect(page.getByRole('article', { name: 'Privacy Policy' })).toHaveCount(0);
  });
});
