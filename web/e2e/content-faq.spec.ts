import { expect, test } from '@playwright/test';
import { sentOperation } from './support/graphqlRoutes';

test('the FAQ keeps at most one answer open', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  await expect(questions.first()).toBeVisible();
  const first = page.getByRole('button', { name: 'What is Adire?' });
  const second = page.getByRole('button', { name: 'How does shipping work?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByText(/curated marketplace and directory for emerging African fashion designers/),
  ).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1);
  await second.click();
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Is there a service fee for customers?' })).toHaveCount(0);

  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'explore our designers' })).toHaveAttribute('href', '/directory');
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.map((s) => JSON.parse(s)['@type'])).toContain('FAQPage');
});

test('coming back to the FAQ within its cache lifetime asks the server nothing', async ({ page }) => {
  // The contact page asks for its own entries (page location contact); only the FAQ page's count here.
  let faqRequests = 0;
  page.on('request', (request) => {
    const sent = sentOperation(request);
    if (sent?.operationName === 'FaqListQuery' && sent.variables?.pageLocation === 'general') faqRequests += 1;
  });
  await page.goto('/faq');
  await expect(page.getByRole('button', { name: 'What is Adire?' })).toBeVisible();
  expect(faqRequests).toBe(1);

  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('button', { name: 'What is Adire?' })).toBeVisible();
  expect(faqRequests).toBe(1);
});
