import { expect, test } from '@playwright/test';

test('a designer applies and gets a short reference', async ({ page }) => {
  await page.goto('/join');
  const form = page.getByRole('form', { name: 'Designer application' });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Brand name is required')).toBeVisible();
  await expect(form.getByText('Please select a category')).toBeVisible();

  await form.getByLabel('Brand name').fill('Indigo House');
  await form.getByLabel('Designer name').fill('Ngozi Okafor');
  await form.getByLabel('Email', { exact: true }).fill('ngozi@indigohouse.example');
  // The brand's public contact address is optional, apart from the private one, and checked when given.
  const contact = form.getByLabel('Public contact email (optional)');
  await expect(contact).toHaveAccessibleDescription(
    /Shown on your brand page for enquiries; the email above stays private/,
  );
  await contact.fill('hello@');
  await form.getByLabel('Location').fill('Abeokuta, Nigeria');
  await form.getByLabel('Category').selectOption('Ready to Wear');
  await form.getByLabel('Year founded (optional)').fill('2019');
  await form.getByLabel('Tell us about your brand').fill('Hand-dyed adire separates made in our home studio.');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(contact).toHaveAccessibleDescription(/Please enter a valid email address/);
  await contact.fill('hello@indigohouse.example');
  await form.getByRole('button', { name: 'Submit Application' }).click();

  const dialog = page.getByRole('dialog', { name: 'Application Submitted!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('3-5 business days');
  await expect(dialog.locator('strong')).toHaveText(/^[0-9a-f]{8}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel('Brand name')).toHaveValue('');

  const aside = page.getByRole('complementary', { name: 'Questions designers ask' });
  await expect(aside.getByRole('button', { name: 'How long does verification take?' })).toBeVisible();
  await expect(aside.getByRole('link', { name: 'hello@adire.example' })).toHaveAttribute(
    'href',
    /^mailto:hello@adire\.example/,
  );
});
