import { expect, test } from '@playwright/test';
import { accessTokenOf, graphqlAs } from './support/accessToken';
import { createConfirmedAccount, SEEDED, signIn, uniqueEmail } from './support/accounts';
import { DirectoryPage } from './directoryPage';

test.describe('Favourites', () => {
  test('a visitor is asked to sign in, and can still do so after closing the prompt', async ({ page }) => {
    await page.goto('/favourites');
    const prompt = page.getByRole('dialog', { name: 'Sign In Required' });
    await expect(prompt.getByText('Please sign in to continue.')).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await page.keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('href', '/login?redirect=/favourites');
    await signIn.click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a shopper saves a brand from its page and finds it on /favourites, then removes it', async ({ page }) => {
    await signIn(page, SEEDED.shopper, '/directory');
    const directory = new DirectoryPage(page);
    // A brand the shopper has not saved yet (the seed saves a few for them).
    let name = '';
    for (let i = 0; !name; i += 1) {
      await directory.open();
      const card = directory.cards.nth(i);
      const candidate = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
      await card.getByRole('link', { name: candidate }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(candidate);
      await expect(page.getByRole('button', { name: new RegExp(`favourites$`) })).toBeVisible();
      if (await page.getByRole('button', { name: `Save ${candidate} to favourites` }).isVisible()) name = candidate;
    }

    await page.getByRole('button', { name: `Save ${name} to favourites` }).click();
    await expect(page.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'My Favourites' })).toBeVisible();
    const brands = page.getByRole('region', { name: /Favourite Brands/ });
    await expect(brands.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(page.getByRole('region', { name: /Favourite Collections/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /Favourite Products/ })).toBeVisible();

    // Removed elsewhere, it disappears on Refresh.
    await brands.getByRole('link', { name, exact: true }).click();
    await page.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await expect(page.getByRole('button', { name: `Save ${name} to favourites` })).toBeVisible();
    await page.goto('/favourites');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Favourites' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: /Favourite Brands/ }).getByRole('heading', { level: 3, name }),
    ).toHaveCount(0);
  });

  test('each section loads more on its own, and Refresh keeps what is shown', async ({ page, request }) => {
    const account = { email: uniqueEmail('favourites'), password: 'Many-Favourites-2026!' };
    await createConfirmedAccount(request, account.email, account.password);
    await signIn(page, account, '/favourites');
    const token = await accessTokenOf(page);

    // More than one page (12) of brands and of collections, saved through the API.
    const { brands, collections } = await graphqlAs<{ brands: Connection; collections: Connection }>(
      request,
      token,
      '{ brands(first: 13) { edges { node { id } } } collections(first: 14) { edges { node { id } } } }',
    );
    const save = (kind: string, id: string) =>
      graphqlAs(
        request,
        token,
        'mutation ($kind: FavouriteKind!, $id: ID!) { addFavourite(kind: $kind, targetId: $id) { kind } }',
        { kind, id },
      );
    for (const { node } of brands.edges) await save('brand', node.id);
    for (const { node } of collections.edges) await save('collection', node.id);

    await page.getByRole('button', { name: 'Refresh' }).click();
    const brandSection = page.getByRole('region', { name: /Favourite Brands/ });
    const collectionSection = page.getByRole('region', { name: /Favourite Collections/ });
    const collectionCards = collectionSection.locator('a[href^="/collection/"]');
    await expect(collectionSection.getByRole('heading', { level: 2 })).toHaveText('Favourite Collections (14)');
    await expect(collectionCards).toHaveCount(12);
    await expect(brandSection.getByRole('heading', { level: 3 })).toHaveCount(12);
    await expect(
      page.getByRole('region', { name: /Favourite Products/ }).getByRole('button', { name: /Load more/ }),
    ).toHaveCount(0);

    await collectionSection.getByRole('button', { name: 'Load more favourite collections' }).click();
    await expect(collectionCards).toHaveCount(14);
    await expect(collectionSection.getByRole('status')).toHaveText('Showing 14 of 14 favourite collections');
    await expect(collectionSection.getByRole('button', { name: /Load more/ })).toHaveCount(0);
    // The brands section did not move.
    await expect(brandSection.getByRole('heading', { level: 3 })).toHaveCount(12);
    await expect(brandSection.getByRole('button', { name: 'Load more favourite brands' })).toBeVisible();

    // Refresh picks up a removal without folding the loaded page away.
    await graphqlAs(
      request,
      token,
      'mutation ($id: ID!) { removeFavourite(kind: collection, targetId: $id) { kind } }',
      { id: collections.edges[0]!.node.id },
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(collectionSection.getByRole('heading', { level: 2 })).toHaveText('Favourite Collections (13)');
    await expect(collectionCards).toHaveCount(13);
    await expect(brandSection.getByRole('heading', { level: 3 })).toHaveCount(12);
  });
});

type Connection = { edges: { node: { id: string } }[] };
