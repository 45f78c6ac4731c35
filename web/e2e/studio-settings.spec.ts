import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';
import { shoot } from './support/reviewShots';

const SETTINGS = '/studio/settings';
const NO_ACCESS = 'You do not have permission to access this page.';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const FIELDS = 'aboutAdire ourStory contactEmail instagramUrl tiktokUrl';

test.describe('Studio settings', () => {
  test('a super admin changes the About text and the social links, and the public site shows them', async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const about = `Adire gathers designers from every corner of the continent (${stamp}).`;
    await signIn(page, SEEDED.superAdmin, SETTINGS);
    const token = await accessTokenOf(page);
    const { studioSiteSettings: original } = await graphqlAs<{ studioSiteSettings: Record<string, string | null> }>(
      request,
      token,
      `{ studioSiteSettings { ${FIELDS} } }`,
    );
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Platform settings' });
      await expect(form.getByLabel('About Adire')).toHaveValue(original.aboutAdire ?? '');
      for (const link of ['Legal documents', 'FAQs', 'Tag system demo'])
        await expect(page.getByRole('link', { name: new RegExp(`^${link}`) })).toBeVisible();
      await expectNoSeriousViolations(page, 'settings');
      await shoot(page, 'settings-1280');

      // A bad address is named beside its field and in a toast; nothing is saved.
      await form.getByLabel('Contact email').fill('hello@');
      await form.getByRole('button', { name: 'Save Settings' }).click();
      await expect(toast(page, 'Please enter a valid email address')).toBeVisible();
      await expect(form.getByLabel('Contact email')).toBeFocused();
      await expect(form.getByLabel('Contact email')).toHaveAttribute('aria-invalid', 'true');
      await form.getByLabel('TikTok link').fill('https://example.com/@adire');
      await form.getByLabel('Contact email').fill('studio@adire.example');
      await form.getByRole('button', { name: 'Save Settings' }).click();
      await expect(form.getByText('TikTok link must be an address on tiktok.com')).toBeVisible();
      await form.getByLabel('TikTok link').fill('');

      // The preview follows the typing.
      await form.getByLabel('About Adire').fill(about);
      await form.getByLabel('Instagram link').fill(`https://instagram.com/adire.${stamp}`);
      const preview = page.getByRole('figure', { name: 'Live preview' });
      await expect(preview.getByText(about)).toBeVisible();
      await expect(preview.getByText('studio@adire.example')).toBeVisible();
      await expect(preview.getByText(`https://instagram.com/adire.${stamp}`)).toBeVisible();
      await form.getByRole('button', { name: 'Save Settings' }).click();
      await expect(toast(page, 'Settings saved successfully')).toBeVisible();
      await expect(page.getByText(/^Last changed /)).toBeVisible();

      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalOverflow(page, 'settings at 390 px');
      await shoot(page, 'settings-390');
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.goto('/about');
      await expect(page.getByText(about)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Follow us on Instagram' })).toHaveAttribute(
        'href',
        `https://instagram.com/adire.${stamp}`,
      );
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'studio@adire.example' })).toHaveAttribute(
        'href',
        'mailto:studio@adire.example',
      );
      await expect(footer.getByRole('link', { name: 'Adire on Instagram' })).toHaveAttribute(
        'href',
        `https://instagram.com/adire.${stamp}`,
      );
      await expectNoSeriousViolations(page, 'about with settings');
      await shoot(page, 'about-1280');
    } finally {
      await graphqlAs(
        request,
        token,
        'mutation ($input: UpdatePlatformSettingsInput!) { updatePlatformSettings(input: $input) { changedFields } }',
        { input: Object.fromEntries(Object.entries(original).map(([k, v]) => [k, v ?? ''])) },
      );
    }
  });

  test('a brand admin gets the no-permission state, and the API refuses them too', async ({ page, request }) => {
    await signIn(page, SEEDED.brandAdmin, SETTINGS);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: NO_ACCESS })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Platform settings' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'settings refused');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'settings-refused-390');
    const response = await request.post('/graphql', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessTokenOf(page)}` },
      data: { query: 'mutation { updatePlatformSettings(input: { aboutAdire: "x" }) { changedFields } }' },
    });
    const body = (await response.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors?.[0]).toMatchObject({ message: NO_ACCESS, extensions: { code: 'FORBIDDEN' } });
  });
});
