import { expect, test } from '@playwright/test';

test.describe('Contact page', () => {
  test('explains bad input, clears an error while editing, then sends the message', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please fix the errors in the form')).toBeVisible();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required'])
      await expect(form.getByText(message)).toBeVisible();

    await form.getByLabel('Name').fill('Amara Obi');
    await expect(form.getByText('Name is required')).toBeHidden();
    await form.getByLabel('Email').fill('amara@');
    await form.getByLabel('Subject').fill('Wholesale');
    await form.getByLabel('Message').fill('  Too short ');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters long')).toBeVisible();

    await form.getByLabel('Email').fill('amara@example.com');
    await form.getByLabel('Message').fill('I would like to stock your designers in my boutique.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message has been sent successfully!' }).first(),
    ).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
  });

  test('newsletter: bad address, then subscribed, then already subscribed', async ({ page }) => {
    await page.goto('/contact');
    const newsletter = page.getByRole('form', { name: 'Newsletter' });
    const email = newsletter.getByLabel('Newsletter email');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByText('Please enter your email address')).toBeVisible();
    await email.fill('reader@nowhere');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByText('Please enter a valid email address')).toBeVisible();

    const address = `reader-${Date.now()}@example.com`;
    await email.fill(address);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully subscribed to our newsletter!')).toBeVisible();
    await expect(email).toHaveValue('');

    await email.fill(address);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('This email is already subscribed to our newsletter')).toBeVisible();
  });

  test('shows contact details and four questions', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('main').getByRole('link', { name: 'hello@adire.example' })).toHaveAttribute(
      'href',
      'mailto:hello@adire.example',
    );
    await expect(page.getByRole('region', { name: 'Frequently asked' }).getByRole('button')).toHaveCount(4);
  });
});
