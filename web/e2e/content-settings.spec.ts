import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { SEEDED, signIn } from './support/accounts';
import { answerOperation, failure, holdOperation } from './support/graphqlRoutes';
import { expectNoHorizontalOverflow, expectNoSeriousViolations } from './support/screenChecks';
import { shoot } from './support/reviewShots';

const DEFAULT_EMAIL = 'hello@adire.example';
const DEFAULT_INSTAGRAM = 'https://instagram.com/adire';
const FIELDS = 'aboutAdire ourStory contactEmail instagramUrl tiktokUrl';
const SETTINGS_QUERY = 'useSiteSettingsQuery';

/** The Organization entry of the page's structured data. */
interface StructuredEntry {
  '@type': string;
  email?: string;
  sameAs?: string[];
}

async function organizationOf(page: Page): Promise<Partial<StructuredEntry>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const entries = scripts.flatMap((s) => [JSON.parse(s)].flat()) as StructuredEntry[];
  return entries.find((e) => e['@type'] === 'Organization') ?? {};
}

async function restoreSettings(request: APIRequestContext, token: string, original: Record<string, string | null>) {
  await graphqlAs(
    request,
    token,
    'mutation ($input: UpdatePlatformSettingsInput!) { updatePlatformSettings(input: $input) { changedFields } }',
    { input: Object.fromEntries(Object.entries(original).map(([k, v]) => [k, v ?? ''])) },
  );
}

test.describe('Public pages read the platform settings', () => {
  test('a super admin changes the contact address and the Instagram link; contact, join and the home page show them', async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const email = `team.${stamp}@adire.example`;
    const instagram = `https://instagram.com/adire.${stamp}`;
    await signIn(page, SEEDED.superAdmin, '/studio/settings');
    const token = await accessTokenOf(page);
    const { studioSiteSettings: original } = await graphqlAs<{ studioSiteSettings: Record<string, string | null> }>(
      request,
      token,
      `{ studioSiteSettings { ${FIELDS} } }`,
    );
    try {
      const form = page.getByRole('form', { name: 'Platform settings' });
      await form.getByLabel('Contact email').fill(email);
      await form.getByLabel('Instagram link').fill(instagram);
      await form.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Settings saved successfully' })).toBeVisible();

      await page.goto('/contact');
      const details = page.getByRole('region', { name: 'Contact details' });
      await expect(details.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      await expect(details.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', instagram);

      await page.goto('/join');
      await expect(page.getByRole('complementary').getByRole('link', { name: email })).toHaveAttribute(
        'href',
        `mailto:${email}?subject=Joining%20Adire`,
      );

      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      await expect(footer.getByRole('link', { name: 'Adire on Instagram' })).toHaveAttribute('href', instagram);
      await expect.poll(async () => (await organizationOf(page)).email).toBe(email);
      expect((await organizationOf(page)).sameAs).toContain(instagram);
    } finally {
      await restoreSettings(request, token, original);
    }
  });

  test('while the settings load the built-in address shows at once, and it stays when they cannot be read', async ({
    page,
  }) => {
    const held = await holdOperation(page, SETTINGS_QUERY);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const details = page.getByRole('region', { name: 'Contact details' });
    await expect(details.getByRole('link', { name: DEFAULT_EMAIL })).toBeVisible();
    await expect(details.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', DEFAULT_INSTAGRAM);
    expect(held.held()).toBeGreaterThan(0);
    held.release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await answerOperation(page, SETTINGS_QUERY, failure());
    await page.goto('/join');
    await expect(page.getByRole('complementary').getByRole('link', { name: DEFAULT_EMAIL })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: DEFAULT_EMAIL })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('How It Works questions come from the FAQ list', () => {
  test('an entry placed on how_it_works shows there, with the seeded ones, and leaves when deactivated', async ({
    page,
    request,
  }) => {
    const question = `Can a designer ship to two addresses ${Date.now().toString(36)}?`;
    await signIn(page, SEEDED.superAdmin, '/studio/faqs');
    const token = await accessTokenOf(page);
    const { createFaq } = await graphqlAs<{ createFaq: { faq: { id: string } } }>(
      request,
      token,
      'mutation ($input: CreateFaqInput!) { createFaq(input: $input) { faq { id } } }',
      {
        input: {
          question,
          answer: 'Yes: agree both with the designer when they confirm your order.',
          category: 'shipping',
          pageLocation: 'how_it_works',
          displayOrder: 1,
        },
      },
    );
    const id = createFaq.faq.id;
    try {
      await page.goto('/how-it-works');
      const questions = page.locator('#faq');
      await questions.scrollIntoViewIfNeeded();
      const entry = questions.getByRole('button', { name: question });
      await expect(entry).toBeVisible();
      // What the page used to list itself: cost, shipping (an entry for every page) and custom orders.
      for (const seeded of [
        'Does it cost anything to use Adire?',
        'How does shipping work?',
        'How do custom orders work?',
      ])
        await expect(questions.getByRole('button', { name: seeded })).toBeVisible();
      // Entries for other pages stay there.
      await expect(questions.getByRole('button', { name: 'How long does verification take?' })).toHaveCount(0);
      await entry.click();
      await expect(questions.getByText('agree both with the designer')).toBeVisible();
      const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(structured.some((s) => s.includes('FAQPage') && s.includes(question))).toBe(true);
      await expectNoSeriousViolations(page, 'how it works');

      await graphqlAs(
        request,
        token,
        'mutation ($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id isActive } } }',
        { input: { id, isActive: false } },
      );
      await page.goto('/how-it-works');
      await page.locator('#faq').scrollIntoViewIfNeeded();
      await expect(page.locator('#faq').getByRole('button', { name: 'How does shipping work?' })).toBeVisible();
      await expect(page.locator('#faq').getByRole('button', { name: question })).toHaveCount(0);
    } finally {
      await graphqlAs(request, token, 'mutation ($id: ID!) { deleteFaq(id: $id) { deletedFaqId } }', { id });
    }
  });
});

test.describe('Layout', () => {
  // Sections that fade in show at once, so the screenshots show them.
  test.use({ reducedMotion: 'reduce' });

  test('the pages that show the settings fit a phone and a desktop', async ({ page }) => {
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      // Each page with the part that reads the settings or the FAQ list, once it has loaded.
      for (const [name, path, part] of [
        ['home', '/', 'footer'],
        ['contact', '/contact', '#contact-details-title'],
        ['join', '/join', '#join-faq-title'],
        ['about', '/about', '#community-title'],
        ['how-it-works', '/how-it-works', '#faq'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('contentinfo').getByRole('link', { name: DEFAULT_EMAIL })).toBeVisible();
        await expect(page.getByText('Loading FAQs…')).toHaveCount(0);
        // The parts that read the settings render again once they arrive: scroll to what is there then.
        await expect(async () => {
          await page.locator('#cta, footer').last().scrollIntoViewIfNeeded({ timeout: 2000 });
        }).toPass();
        await expectNoHorizontalOverflow(page, `${name} at ${width}`);
        await shoot(page, `${name}-${width}`);
        await expect(async () => {
          await page.locator(part).first().scrollIntoViewIfNeeded({ timeout: 2000 });
        }).toPass();
        if (part === '#faq') await expect(page.locator(part)).toHaveAttribute('data-revealed', 'true');
        await page.evaluate(() => window.scrollBy(0, -120));
        await shoot(page, `${name}-${width}-part`, false);
      }
    }
  });
});
