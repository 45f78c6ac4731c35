import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { answerOperation, failure } from './support/graphqlRoutes';
import { pressTool } from './support/richText';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';
import { shoot } from './support/reviewShots';

const LEGAL = '/studio/legal';
const NO_ACCESS = 'You do not have permission to access this page.';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Makes the seeded version 2.0 the active Terms of Service again, whatever a journey changed. */
async function restoreSeededTerms(page: Page, request: Parameters<typeof graphqlAs>[0]): Promise<void> {
  const token = await accessTokenOf(page);
  const { legalDocuments } = await graphqlAs<{ legalDocuments: { id: string; version: string; isActive: boolean }[] }>(
    request,
    token,
    '{ legalDocuments(type: terms_of_service, activeOnly: false) { id version isActive } }',
  );
  const seeded = legalDocuments.find((d) => d.version === '2.0');
  if (seeded && !seeded.isActive)
    await graphqlAs(
      request,
      token,
      'mutation ($id: ID!) { updateLegalDocument(input: { id: $id, isActive: true }) { document { id } } }',
      {
        id: seeded.id,
      },
    );
}

test.describe('Studio legal documents', () => {
  test('a super admin writes a new Terms of Service version, activates it, and the public page shows it', async ({
    page,
    request,
  }) => {
    const version = `7.${Math.floor(Math.random() * 9000) + 1000}`;
    const heading = `Changes for ${version}`;
    await signIn(page, SEEDED.superAdmin, '/studio/settings');
    await page.getByRole('link', { name: /^Legal documents/ }).click();
    await expect(page).toHaveURL(/\/studio\/legal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Legal Documents' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/studio/settings');
    const terms = section(page, 'Terms of Service');
    await expect(terms.getByText('Active: version 2.0, effective 1 January 2025.')).toBeVisible();
    await expect(
      terms.getByRole('listitem', { name: 'Version 2.0' }).getByText('Active', { exact: true }),
    ).toBeVisible();
    await expect(terms.getByRole('listitem', { name: 'Version 1.0' })).toBeVisible();
    await expectNoSeriousViolations(page, 'legal list');
    await shoot(page, 'legal-list-1280');

    // The type filter is kept in the URL.
    await page.getByLabel('Document type').selectOption('privacy_policy');
    await expect(page).toHaveURL(/\?type=privacy_policy$/);
    await expect(section(page, 'Terms of Service')).toHaveCount(0);
    await expect(section(page, 'Privacy Policy')).toBeVisible();
    await page.getByLabel('Document type').selectOption('');

    await terms.getByRole('link', { name: 'New Version of the Terms of Service' }).click();
    await expect(page).toHaveURL(/\/studio\/legal\/new\?type=terms_of_service$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Legal Document' })).toBeVisible();
    const form = page.getByRole('form', { name: 'New legal document' });
    await expect(form.getByLabel('Document type')).toHaveValue('terms_of_service');
    // The next major after the highest version on record (3.0 on the seed).
    await expect(form.getByText(/Leave blank for \d+\.0\./)).toBeVisible();
    const editor = form.getByRole('textbox', { name: 'Content' });
    await expect(editor).toBeVisible();

    // Nothing written: the spec's one message, beside each field and in a toast.
    await form.getByRole('button', { name: 'Create Document' }).click();
    await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
    await expect(form.getByText('Please fill in all required fields')).toHaveCount(2);
    await expect(form.getByLabel('Title')).toBeFocused();
    await expectNoSeriousViolations(page, 'new legal document with problems');

    await form.getByLabel('Title').fill('Terms of Service');
    await form.getByLabel('Version', { exact: true }).fill(version);
    await form.getByLabel('Effective date').fill('2026-02-01');
    await form.getByLabel(/^Active version/).check();
    // Rich text: a heading, then a paragraph with bold words and a link.
    await editor.click();
    await pressTool(form.getByRole('button', { name: 'H2 heading' }), editor, true);
    await page.keyboard.type(heading);
    await page.keyboard.press('Enter');
    await page.keyboard.type('By using Adire you agree to ');
    await pressTool(form.getByRole('button', { name: 'Bold' }), editor, true);
    await page.keyboard.type('these terms');
    await pressTool(form.getByRole('button', { name: 'Bold' }), editor, false);
    await page.keyboard.type('. Ask us anything.');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'anything.'.length; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await form.getByRole('button', { name: 'Link', exact: true }).click();
    await form.getByLabel('Link address').fill('/contact');
    await form.getByRole('button', { name: 'Apply Link' }).click();
    await expect(editor.locator('h2')).toHaveText(heading);
    await expect(editor.locator('strong')).toHaveText('these terms');
    await expect(editor.locator('a[href="/contact"]')).toHaveText('anything.');
    await shoot(page, 'legal-new-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page, 'new legal document at 390 px');
    await shoot(page, 'legal-new-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await form.getByRole('button', { name: 'Create Document' }).click();
    await expect(toast(page, 'Document created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/studio\/legal\?type=terms_of_service$/);
    await expect(terms.getByText(`Active: version ${version}, effective 1 February 2026.`)).toBeVisible();
    const row = terms.getByRole('listitem', { name: `Version ${version}` });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(terms.getByRole('listitem', { name: 'Version 2.0' }).getByText('Active', { exact: true })).toHaveCount(
      0,
    );

    // View Public opens the public page in a new tab, showing the new version.
    const [publicPage] = await Promise.all([
      page.waitForEvent('popup'),
      terms.getByRole('link', { name: 'View Public Terms of Service (opens in a new tab)' }).click(),
    ]);
    await expect(publicPage).toHaveURL(/\/terms-of-service$/);
    const article = publicPage.getByRole('article', { name: 'Terms of Service' });
    await expect(article.getByText(`Version ${version} · Effective 1 February 2026`)).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('these terms');
    await expect(article.getByRole('link', { name: 'anything.' })).toHaveAttribute('href', '/contact');
    await publicPage.close();

    // Edit it: the type is fixed; a new title is saved.
    await row.getByRole('link', { name: `Edit version ${version}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Legal Document' })).toBeVisible();
    const editForm = page.getByRole('form', { name: `Edit version ${version}` });
    await expect(editForm.getByText('Terms of Service (the type of a version cannot be changed)')).toBeVisible();
    await expect(editForm.getByLabel('Document type')).toHaveCount(0);
    await expect(editForm.getByRole('textbox', { name: 'Content' }).locator('h2')).toHaveText(heading);
    await expectNoSeriousViolations(page, 'edit legal document');
    await editForm.getByLabel('Title').fill('Terms of Service (2026)');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Document updated successfully')).toBeVisible();
    await expect(row.getByText('Terms of Service (2026)')).toBeVisible();

    // Making the seeded version active again moves the mark back.
    await terms.getByRole('button', { name: 'Make Active: version 2.0' }).click();
    await expect(toast(page, 'Version 2.0 is now the active Terms of Service')).toBeVisible();
    await expect(terms.getByText('Active: version 2.0, effective 1 January 2025.')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page, 'legal list at 390 px');
    await shoot(page, 'legal-list-390');
    await restoreSeededTerms(page, request);
  });

  test('the public site never loads the editor', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/terms-of-service');
    await expect(page.getByRole('article', { name: 'Terms of Service' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /RichTextEditor|LegalDocumentForm/.test(url))).toEqual([]);
  });

  test.describe('when the server fails or holds no document', () => {
    test.use({ serviceWorkers: 'block' });

    test('a server failure shows the Database Setup Required card and the spec toast; Try Again recovers', async ({
      page,
    }) => {
      let failing = true;
      await answerOperation(page, 'LegalDocumentListQuery', failure(), () => failing);
      await signIn(page, SEEDED.superAdmin, LEGAL);
      await expect(page.getByRole('region', { name: 'Database Setup Required' })).toBeVisible();
      await expect(toast(page, 'Failed to fetch documents')).toBeVisible();
      await expect(
        page.getByText('Until then, the public Terms of Service and Privacy Policy pages show their default text.'),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'legal database setup');
      await shoot(page, 'legal-setup-1280');
      failing = false;
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(section(page, 'Terms of Service')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Database Setup Required' })).toHaveCount(0);
    });

    test("a save the server fails says 'Failed to save document' and keeps what was written", async ({ page }) => {
      await answerOperation(page, 'useCreateLegalDocumentMutation', failure());
      await signIn(page, SEEDED.superAdmin, LEGAL);
      await page.goto(`${LEGAL}/new?type=privacy_policy`);
      const form = page.getByRole('form', { name: 'New legal document' });
      await expect(form.getByLabel('Document type')).toHaveValue('privacy_policy');
      await form.getByLabel('Title').fill('Privacy Policy');
      await form.getByRole('textbox', { name: 'Content' }).click();
      await page.keyboard.type('We keep as little as we can.');
      await form.getByRole('button', { name: 'Create Document' }).click();
      await expect(toast(page, 'Failed to save document')).toBeVisible();
      await expect(page).toHaveURL(/\/studio\/legal\/new\?type=privacy_policy$/);
      await expect(form.getByLabel('Title')).toHaveValue('Privacy Policy');
      await expect(form.getByRole('textbox', { name: 'Content' })).toHaveText('We keep as little as we can.');
    });

    test('with no stored document, an info toast says the defaults are used', async ({ page }) => {
      await answerOperation(page, 'LegalDocumentListQuery', { body: { data: { legalDocuments: [] } } });
      await signIn(page, SEEDED.superAdmin, LEGAL);
      await expect(toast(page, 'Using default documents. Database setup required.')).toBeVisible();
      await expect(
        section(page, 'Terms of Service').getByText('No version yet: the public page shows its default text.'),
      ).toBeVisible();
    });
  });

  test('a brand admin gets the no-permission state, and the API refuses them too', async ({ page, request }) => {
    await signIn(page, SEEDED.brandAdmin, LEGAL);
    await expect(page.getByRole('heading', { level: 1, name: 'Legal Documents' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: NO_ACCESS })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Terms of Service' })).toHaveCount(0);
    const response = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessTokenOf(page)}` },
      data: { query: '{ legalDocuments(activeOnly: false) { id } }' },
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
