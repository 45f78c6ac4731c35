import { expect, test } from '@playwright/test';
import { SEEDED, signIn } from './support/accounts';
import { DirectoryPage } from './directoryPage';

test('a signed-in shopper writes a review and sees it in the list', async ({ page }) => {
  await signIn(page, SEEDED.shopper);
  const directory = new DirectoryPage(page);
  await directory.open();
  const card = directory.cards.nth(2);
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

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

  await page.getByRole('button', { name: 'Write a Review' }).click();
  await page.getByRole('form', { name: 'Write your review' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('form', { name: 'Write your review' })).toBeHidden();
});
