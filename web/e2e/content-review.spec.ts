import { expect, test } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';

type Brands = { brands: { edges: { node: { databaseId: string; name: string; viewerReview: unknown } }[] } };

test('a signed-in shopper writes a review, sees it in the list, and edits it in place', async ({ page, request }) => {
  await signIn(page, SEEDED.shopper);
  const { brands } = await graphqlAs<Brands>(
    request,
    await accessTokenOf(page),
    '{ brands(first: 30) { edges { node { databaseId name viewerReview { rating } } } } }',
  );
  const brand = brands.edges.map(({ node }) => node).find((node) => node.viewerReview === null);
  expect(brand, 'a brand the shopper has not reviewed').toBeDefined();
  await page.goto(`/brand/${brand!.databaseId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand!.name);

  await page.getByRole('button', { name: 'Write a Review' }).click();
  const form = page.getByRole('form', { name: 'Write your review' });
  await expect(form.getByLabel('Your name')).toHaveValue(new RegExp(`^${SEEDED.shopper.firstName}`));

  await form.getByLabel('Your name').fill('');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByText('Please select a rating')).toBeVisible();
  await expect(form.getByText('Please enter your review')).toBeVisible();

  const comment = `Wonderful fit and finishing ${Date.now()}`;
  await form.getByLabel('Your name').fill('Ayo from Lagos');
  await form.getByLabel('4 stars').check({ force: true });
  await form.getByLabel('Your review').fill(comment);
  await form.getByRole('button', { name: 'Submit Review' }).click();

  await expect(page.getByText('Thank you for sharing your experience!')).toBeVisible();
  await expect(form).toBeHidden();
  const reviews = page.getByRole('region', { name: 'Customer Reviews' });
  await expect(reviews.getByText(comment)).toBeVisible();
  await expect(reviews.getByRole('heading', { name: 'Ayo from Lagos' }).first()).toBeVisible();

  // One review per shopper per brand: the button now edits it, with the form filled in.
  await page.getByRole('button', { name: 'Edit Your Review' }).click();
  const edit = page.getByRole('form', { name: 'Edit your review' });
  await expect(edit.getByLabel('Your name')).toHaveValue('Ayo from Lagos');
  await expect(edit.getByLabel('Your review')).toHaveValue(comment);
  await expect(edit.getByLabel('4 stars')).toBeChecked();
  const edited = `${comment}, and it still fits after washing`;
  await edit.getByLabel('Your review').fill(edited);
  // From the keyboard: the thank-you toast may still cover the stars at the bottom of the window.
  await edit.getByLabel('4 stars').focus();
  await page.keyboard.press('ArrowRight');
  await expect(edit.getByLabel('5 stars')).toBeChecked();
  await edit.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Your review has been updated.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(reviews.getByText(edited)).toHaveCount(1);
  await expect(reviews.getByText(comment, { exact: true })).toHaveCount(0);

  // Still there, edited, after a reload.
  await page.reload();
  await expect(reviews.getByText(edited)).toHaveCount(1);
  await page.getByRole('button', { name: 'Edit Your Review' }).click();
  await page.getByRole('form', { name: 'Edit your review' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('form', { name: 'Edit your review' })).toBeHidden();
});
