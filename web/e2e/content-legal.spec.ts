import { expect, test } from '@playwright/test';

test.describe('Legal pages', () => {
  test('terms of service: active version, sanitised content, links', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const article = page.getByRole('article', { name: 'Terms of Service' });
    await expect(article.getByText(/^Version .+ · Effective \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await article.locator('script, [onclick], [onerror]').count()).toBe(0);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByText('These terms were last updated January 1, 2025.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' }).last()).toHaveAttribute('href', '/privacy-policy');
    const contact = page.getByRole('region', { name: 'Questions?' });
    await expect(contact.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    await expect(contact.getByRole('link', { name: 'support@adire.example' })).toHaveAttribute(
      'href',
      'mailto:support@adire.example',
    );
  });

  test('privacy policy: active version and a way back home', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Privacy Policy' }).getByText(/^Version /)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/');
  });
});
