import { expect, test, type Page } from '@playwright/test';
import { SEEDED, signIn } from './support/accounts';
import { pressTool } from './support/richText';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';
import { shoot } from './support/reviewShots';

const FAQS = '/studio/faqs';
const TAGS = '/studio/tags';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The question's accordion button on the public FAQ page, after a fresh load. */
async function publicQuestion(page: Page, question: string) {
  await page.goto('/faq');
  await expect(page.getByRole('button', { name: 'What is Adire?' })).toBeVisible();
  return page.getByRole('main').getByRole('button', { name: question });
}

test.describe('Studio FAQs', () => {
  test('a super admin adds an FAQ for /faq, hides it, shows it again and deletes it', async ({ page }) => {
    const question = `Can I pay in instalments ${stamp()}?`;
    await signIn(page, SEEDED.superAdmin, FAQS);
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'FAQ list');

    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add FAQ' });
    await expect(dialog.getByLabel('Question')).toBeFocused();
    // The spec's defaults: general, the FAQ page, active, order 0.
    await expect(dialog.getByLabel('Category')).toHaveValue('general');
    await expect(dialog.getByLabel('Page location')).toHaveValue('general');
    await expect(dialog.getByLabel('Display order')).toHaveValue('0');
    await expect(dialog.getByLabel('Active (shown on the site)')).toBeChecked();

    await dialog.getByLabel('Question').fill(question);
    await dialog.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(dialog.getByText('Please fill in both question and answer')).toBeVisible();
    const answer = dialog.getByRole('textbox', { name: 'Answer' });
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    // The answer's toolbar offers only what the API keeps in an answer: no headings or quotes.
    await expect(dialog.getByRole('button', { name: 'H2 heading' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Quote' })).toHaveCount(0);
    await dialog.getByLabel('Display order').fill('1.5');
    await dialog.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(dialog.getByText('Display order must be a whole number from 0 to 9999')).toBeVisible();
    await expectNoSeriousViolations(page, 'FAQ dialog with problems');

    await answer.click();
    await page.keyboard.type('Yes, ');
    const bold = dialog.getByRole('button', { name: 'Bold' });
    await pressTool(bold, answer, true);
    await page.keyboard.type('many designers');
    await pressTool(bold, answer, false);
    await page.keyboard.type(' agree instalments.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ask before you order.');
    // Escape in the link field closes the field, not the dialog with the answer in it.
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    await dialog.getByLabel('Link address').press('Escape');
    await expect(dialog.getByLabel('Link address')).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Display order').fill('2');
    await dialog.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(toast(page, 'FAQ created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: question });
    await expect(card).toBeVisible();
    await expect(card.getByText('Order 2')).toBeVisible();
    await expect(card.locator('strong')).toHaveText('many designers');

    // On the public FAQ page, with its rich text and without the script.
    const onFaq = await publicQuestion(page, question);
    await onFaq.click();
    await expect(page.getByRole('main').locator('strong', { hasText: 'many designers' })).toBeVisible();
    await expect(page.locator('main script:not([type="application/ld+json"])')).toHaveCount(0);

    // Deactivated: gone from /faq, and from the studio list until Show Inactive is on, then dimmed.
    await page.goto(FAQS);
    await page.getByRole('switch', { name: `Active: ${question}` }).click();
    await expect(toast(page, 'FAQ deactivated successfully')).toBeVisible();
    await expect(page.getByRole('article', { name: question })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show Inactive' }).click();
    await expect(page).toHaveURL(/inactive=1/);
    await expect(card.getByText('Inactive: not shown on the site')).toBeVisible();
    await expect(page.getByRole('switch', { name: `Active: ${question}` })).toHaveAttribute('aria-checked', 'false');
    expect(await (await publicQuestion(page, question)).count()).toBe(0);

    // Reactivated: back on /faq. The filters came back with the URL.
    await page.goBack();
    await expect(page).toHaveURL(/\/studio\/faqs\?inactive=1$/);
    await page.getByRole('switch', { name: `Active: ${question}` }).click();
    await expect(toast(page, 'FAQ activated successfully')).toBeVisible();
    await expect(await publicQuestion(page, question)).toBeVisible();

    // Filters narrow the list and live in the URL.
    await page.goto(FAQS);
    await page.getByLabel('Page location', { exact: true }).selectOption('join');
    await expect(page).toHaveURL(/location=join/);
    await expect(page.getByRole('article', { name: 'How long does verification take?' })).toBeVisible();
    await expect(page.getByRole('article', { name: question })).toHaveCount(0);
    await page.getByLabel('Page location', { exact: true }).selectOption('general');
    await page.getByRole('searchbox', { name: 'Search' }).fill('instalments');
    await expect(page).toHaveURL(/search=instalments/);
    await expect(page.getByRole('article')).toHaveCount(1);

    // Deleted after the spec's question.
    await card.getByRole('button', { name: `Delete ${question}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete FAQ' });
    await expect(confirm.getByText('Are you sure you want to delete this FAQ?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'FAQ deleted successfully')).toBeVisible();
    await expect(page.getByRole('article', { name: question })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No FAQs match these filters' })).toBeVisible();
  });

  test('a brand admin opening the FAQs or the tag demo lands on the studio home', async ({ page }) => {
    await signIn(page, SEEDED.brandAdmin, '/studio');
    for (const path of [FAQS, TAGS]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/studio$/);
      await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
    }
  });

  test('the tag demo shows the badge tones and the one category list, with a way back', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, TAGS);
    await expect(page.getByRole('heading', { level: 1, name: 'Tag System' })).toBeVisible();
    const categories = page.getByRole('region', { name: 'Categories' });
    await expect(categories.getByRole('heading', { name: 'Ready to Wear' })).toBeVisible();
    await expect(categories.getByText('Find Your Bridal Designer')).toBeVisible();
    await expect(categories.getByRole('listitem')).toHaveCount(9);
    await expect(
      page.getByRole('region', { name: 'Badge tones' }).getByText('Verified', { exact: true }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Studio' }).click();
    await expect(page).toHaveURL(/\/studio$/);

    // The header's Collections menu reads the same list: each category with its icon.
    await page.goto('/');
    await expect(
      page.getByRole('banner').locator('a[href="/directory?category=ready-to-wear"] svg').first(),
    ).toBeAttached();
  });

  test('the FAQ screen and the tag demo fit a phone and a desktop', async ({ page }) => {
    await signIn(page, SEEDED.superAdmin, FAQS);
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${FAQS}?inactive=1`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByText('Inactive: not shown on the site').first()).toBeVisible();
      await expectNoHorizontalOverflow(page, `FAQ list at ${width}`);
      await expectNoSeriousViolations(page, `FAQ list at ${width}`);
      await shoot(page, `faqs-list-${width}`);

      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Edit / })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Edit FAQ' });
      await expect(dialog.getByLabel('Question')).not.toHaveValue('');
      // The answer is edited as formatted text, not as its paragraphs' markup.
      await expect(dialog.getByRole('textbox', { name: 'Answer' })).not.toHaveText('');
      await expect(dialog.getByRole('textbox', { name: 'Answer' })).not.toContainText('<p>');
      await expectNoSeriousViolations(page, `FAQ dialog at ${width}`);
      await shoot(page, `faqs-dialog-${width}`, false);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.goto(TAGS);
      await expect(page.getByRole('heading', { level: 1, name: 'Tag System' })).toBeVisible();
      await expectNoHorizontalOverflow(page, `tag demo at ${width}`);
      await expectNoSeriousViolations(page, `tag demo at ${width}`);
      await shoot(page, `tags-${width}`);

      await page.goto('/contact');
      await expect(page.getByRole('region', { name: 'Frequently asked' }).getByRole('button')).toHaveCount(4);
      await shoot(page, `contact-faqs-${width}`);
    }
  });
});
