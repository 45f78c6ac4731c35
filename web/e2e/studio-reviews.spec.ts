import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { answerOperation, failure } from './support/graphqlRoutes';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';
import { shoot, shootElement } from './support/reviewShots';

const REVIEWS = '/studio/reviews';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

interface ReviewRow {
  id: string;
  databaseId: string;
  author: string;
  comment: string;
  brand: { id: string; name: string };
}

const REVIEW_ROW = 'id databaseId author comment brand { id name }';

/** The brand admin's first brand, and its newest review without a reply. */
async function unansweredReviewOfOwnBrand(request: APIRequestContext, token: string) {
  const { viewer } = await graphqlAs<{ viewer: { ownedBrands: { id: string }[] } }>(
    request,
    token,
    '{ viewer { ownedBrands { id } } }',
  );
  const brandId = viewer.ownedBrands[0]!.id;
  const { managedReviews } = await graphqlAs<{ managedReviews: { edges: { node: ReviewRow }[] } }>(
    request,
    token,
    `query ($filter: ManagedReviewFilter) { managedReviews(first: 1, filter: $filter) { edges { node { ${REVIEW_ROW} } } } }`,
    { filter: { brandId, answered: false } },
  );
  return managedReviews.edges[0]!.node;
}

/** The public brand page's review card by its author and comment, loading more reviews until it shows. */
async function publicReview(page: Page, review: ReviewRow): Promise<Locator> {
  const reviews = page.locator('#reviews');
  const card = reviews.getByRole('article').filter({ hasText: review.comment }).filter({ hasText: review.author });
  await expect(reviews.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  for (let i = 0; i < 20 && !(await card.isVisible()); i += 1) {
    const more = reviews.getByRole('button', { name: 'More reviews' });
    if (!(await more.isVisible())) break;
    await more.click();
    await expect(more).toHaveText('More reviews');
  }
  return card;
}

test.describe('Studio reviews', () => {
  test.use({ serviceWorkers: 'block' });

  test('a brand admin replies as the brand, sees it on the brand page, edits it, and is refused on another brand', async ({
    page,
    request,
  }) => {
    await signIn(page, SEEDED.brandAdmin, REVIEWS);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Reviews' })).toBeVisible();
    const token = await accessTokenOf(page);
    const review = await unansweredReviewOfOwnBrand(request, token);

    // Brand and unanswered filters, kept in the URL; admins' visibility filter is not offered.
    await page.getByLabel('Replies', { exact: true }).selectOption('unanswered');
    await expect(page).toHaveURL(/reply=unanswered/);
    await page.getByLabel('Brand', { exact: true }).selectOption({ label: review.brand.name });
    await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(review.brand.id)}`));
    await expect(page.getByLabel('Visibility', { exact: true })).toHaveCount(0);
    const card = page.getByRole('article', { name: review.author }).filter({ hasText: review.comment });
    await expect(card).toBeVisible();
    await expectNoSeriousViolations(page, 'reviews list (brand admin)');

    await card.getByRole('button', { name: `Reply to ${review.author}` }).click();
    const form = card.getByRole('form', { name: `Reply to ${review.author}` });
    await expect(form.getByText(`Shown on the brand page as a reply from ${review.brand.name}.`)).toBeVisible();
    await expect(form.getByRole('radio')).toHaveCount(0);
    await form.getByRole('button', { name: 'Post Reply' }).click();
    await expect(form.getByText('Please enter a reply')).toBeVisible();
    await expect(form.getByLabel('Reply', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'reply form with a problem');
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expectNoHorizontalOverflow(page, `reviews list at ${width}`);
      await shoot(page, `reviews-brand-admin-${width}`);
    }

    const text = `Thank you for coming to the studio (${stamp()}).`;
    await form.getByLabel('Reply', { exact: true }).fill(text);
    await form.getByRole('button', { name: 'Post Reply' }).click();
    await expect(toast(page, 'Reply posted')).toBeVisible();
    await expect(card.getByRole('button', { name: `Reply to ${review.author}` })).toBeFocused();
    await expect(card.getByText(text)).toBeVisible();
    await expect(card.getByText('Brand reply')).toBeVisible();

    // The public brand page shows it under 'Admin Reply', signed with the brand's name.
    await page.goto(`/brand/${review.brand.id}`);
    let publicCard = await publicReview(page, review);
    await expect(publicCard.getByRole('heading', { name: 'Admin Reply', exact: true })).toBeVisible();
    await expect(publicCard.getByText(text)).toBeVisible();
    await expect(publicCard.getByText(review.brand.name, { exact: true })).toBeVisible();
    await expect(publicCard.getByText('(edited)')).toHaveCount(0);

    // Edit it: the brand page marks it edited.
    await page.goto(
      `${REVIEWS}?brand=${encodeURIComponent(review.brand.id)}&search=${encodeURIComponent(review.comment.slice(0, 40))}`,
    );
    const again = page.getByRole('article', { name: review.author }).filter({ hasText: review.comment });
    await again.getByRole('button', { name: `Edit the reply from ${review.brand.name} to ${review.author}` }).click();
    const editForm = again.getByRole('form', { name: `Edit the reply from ${review.brand.name} to ${review.author}` });
    const edited = `${text} See you soon.`;
    await editForm.getByLabel('Reply', { exact: true }).fill(edited);
    await editForm.getByRole('button', { name: 'Save Reply' }).click();
    await expect(toast(page, 'Reply updated')).toBeVisible();
    await expect(
      again.getByRole('button', { name: `Edit the reply from ${review.brand.name} to ${review.author}` }),
    ).toBeFocused();
    await expect(again.getByText(/\(edited /)).toBeVisible();

    await page.goto(`/brand/${review.brand.id}`);
    publicCard = await publicReview(page, review);
    await expect(publicCard.getByText(edited)).toBeVisible();
    await expect(publicCard.getByText('(edited)')).toBeVisible();
    await expectNoSeriousViolations(page, 'brand page with a reply');
    await shootElement(publicCard, `brand-page-reply-1280`);
    // A phone opens the page at its own width; it does not shrink from a desktop's.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    publicCard = await publicReview(page, review);
    await expect(publicCard.getByText(edited)).toBeVisible();
    await expectNoHorizontalOverflow(page, 'brand page with a reply at 390');
    await shootElement(publicCard, `brand-page-reply-390`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Another brand's review is not listed; through the API the brand admin is refused.
    const { brands } = await graphqlAs<{
      brands: { edges: { node: { id: string; reviews: { edges: { node: { id: string } }[] } } }[] };
    }>(request, token, '{ brands(first: 20) { edges { node { id reviews(first: 1) { edges { node { id } } } } } } }');
    const { viewer } = await graphqlAs<{ viewer: { ownedBrands: { id: string }[] } }>(
      request,
      token,
      '{ viewer { ownedBrands { id } } }',
    );
    const owned = new Set(viewer.ownedBrands.map((b) => b.id));
    const otherReviewId = brands.edges.find((e) => !owned.has(e.node.id) && e.node.reviews.edges.length)!.node.reviews
      .edges[0]!.node.id;
    const refused = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      data: {
        query: 'mutation ($input: ReplyToReviewInput!) { replyToReview(input: $input) { reply { id } } }',
        variables: { input: { reviewId: otherReviewId, replyText: 'Not my brand', as: 'brand' } },
      },
    });
    const answer = (await refused.json()) as {
      data: unknown;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    expect(answer.errors?.[0]).toMatchObject({
      message: 'You can only manage reviews of your own brands.',
      extensions: { code: 'FORBIDDEN' },
    });
    const hide = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      data: {
        query: 'mutation ($id: ID!) { hideReview(id: $id) { review { id } } }',
        variables: { id: otherReviewId },
      },
    });
    expect(
      ((await hide.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');

    // Delete the reply (asked first).
    await page.goto(
      `${REVIEWS}?brand=${encodeURIComponent(review.brand.id)}&search=${encodeURIComponent(review.comment.slice(0, 40))}`,
    );
    const last = page.getByRole('article', { name: review.author }).filter({ hasText: review.comment });
    await last.getByRole('button', { name: `Delete the reply from ${review.brand.name} to ${review.author}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Reply' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'delete reply dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Reply deleted')).toBeVisible();
    await expect(last.getByText(edited)).toHaveCount(0);
  });

  test('an admin hides a review: it leaves the brand page and its count, and comes back when shown', async ({
    page,
    request,
  }) => {
    await signIn(page, SEEDED.admin, REVIEWS);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const token = await accessTokenOf(page);
    const { managedReviews } = await graphqlAs<{ managedReviews: { edges: { node: ReviewRow }[] } }>(
      request,
      token,
      `{ managedReviews(first: 1, filter: { hidden: false }) { edges { node { ${REVIEW_ROW} } } } }`,
    );
    const review = managedReviews.edges[0]!.node;
    const countOf = async () =>
      (
        await graphqlAs<{ brand: { reviewCount: number } }>(
          request,
          token,
          'query ($id: ID!) { brand(id: $id) { reviewCount } }',
          {
            id: review.brand.id,
          },
        )
      ).brand.reviewCount;
    const before = await countOf();

    await page.goto(`${REVIEWS}?brand=${encodeURIComponent(review.brand.id)}&visibility=shown`);
    await expect(page.getByLabel('Visibility', { exact: true })).toHaveValue('shown');
    const card = page.getByRole('article', { name: review.author }).filter({ hasText: review.comment });
    await expect(card).toBeVisible();

    // Admins choose whom a reply speaks for.
    await card.getByRole('button', { name: `Reply to ${review.author}` }).click();
    const form = card.getByRole('form', { name: `Reply to ${review.author}` });
    await expect(form.getByRole('radio', { name: 'Adire Team (the platform)' })).toBeChecked();
    await expect(form.getByRole('radio', { name: `${review.brand.name} (the brand)` })).not.toBeChecked();
    await expectNoSeriousViolations(page, 'reviews list (admin) with reply choice');
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expectNoHorizontalOverflow(page, `admin reviews at ${width}`);
      await shoot(page, `reviews-admin-${width}`);
    }
    await form.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('button', { name: `Hide Review by ${review.author}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide Review' });
    await expect(
      dialog.getByText("It leaves the brand page and no longer counts towards the brand's rating"),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Hide Review' }).click();
    await expect(toast(page, 'Review hidden from the brand page')).toBeVisible();
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
    await shoot(page, 'reviews-admin-hidden-1280');
    await shootElement(card, `review-card-hidden-1280`);
    expect(await countOf()).toBe(before - 1);

    await page.goto(`/brand/${review.brand.id}`);
    await expect(page.locator('#reviews').getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
    await expect(page.locator('#reviews').getByText(review.comment)).toHaveCount(0);
    await expect(
      page.locator('#reviews').getByText(before - 1 === 1 ? '1 review' : `${before - 1} reviews`),
    ).toBeVisible();

    await page.goto(`${REVIEWS}?brand=${encodeURIComponent(review.brand.id)}&visibility=hidden`);
    const hiddenCard = page.getByRole('article', { name: review.author }).filter({ hasText: review.comment });
    await hiddenCard.getByRole('button', { name: `Show Review by ${review.author}` }).click();
    await page.getByRole('dialog', { name: 'Show Review' }).getByRole('button', { name: 'Show Review' }).click();
    await expect(toast(page, 'Review shown on the brand page again')).toBeVisible();
    expect(await countOf()).toBe(before);
  });
  test('loading failures, no matches and a refusal each have their state', async ({ page }) => {
    let failing = true;
    await answerOperation(page, 'ReviewResultsQuery', failure(), () => failing);
    await signIn(page, SEEDED.admin, REVIEWS);
    await expect(toast(page, 'Failed to load reviews')).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'The reviews could not be loaded.' });
    await expect(notice).toBeVisible();
    failing = false;
    await notice.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText(/^Showing \d+ of \d+ reviews$/).first()).toBeVisible();

    await page.goto(`${REVIEWS}?search=${encodeURIComponent(`no such words ${stamp()}`)}`);
    await expect(page.getByRole('heading', { name: 'No reviews match your filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL(/\/studio\/reviews$/);
    await expect(page.getByText(/^Showing \d+ of \d+ reviews$/).first()).toBeVisible();

    await answerOperation(page, 'ReviewResultsQuery', {
      body: {
        errors: [{ message: 'You do not have permission to access this page.', extensions: { code: 'FORBIDDEN' } }],
      },
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    await expectNoSeriousViolations(page, 'reviews refused');
  });
});
