import { expect, test } from '@playwright/test';

test('about: texts from settings, three values, community link', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
  await expect(page.getByText(/named after the indigo resist-dyed cloth/)).toBeVisible();
  for (const value of ['Celebration', 'Connection', 'Curation'])
    await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Follow us on Instagram' })).toHaveAttribute(
    'href',
    'https://instagram.com/adire',
  );
});

test('how it works: claims, sections revealed on scroll, links onward', async ({ page }) => {
  await page.goto('/how-it-works');
  for (const claim of ['500+', '10k+', '50+']) await expect(page.getByText(claim, { exact: true })).toBeVisible();
  const cta = page.locator('#cta');
  await cta.scrollIntoViewIfNeeded();
  await expect(cta).toHaveAttribute('data-revealed', 'true');
  for (const href of ['/directory', '/join', '/about', '/faq'])
    expect(await page.locator(`main a[href="${href}"]`).count()).toBeGreaterThan(0);
});

test('page views are recorded as the visitor moves around', async ({ page }) => {
  const recorded: string[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (request.url().endsWith('/graphql') && body?.includes('recordPageView'))
      recorded.push(JSON.parse(body).variables.path);
  });
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => recorded).toEqual(['/about', '/faq']);
});
