import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/*
 * Layout on a phone (390 px) and a laptop (1280 px): no public page is wider than the screen, the
 * header's buttons stay on it, and the sideways rows, the carousel, the tailors list, the badges and
 * the cards keep the shapes they were given.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

const FIRST_IDS = `{
  collections(first: 1) { edges { node { databaseId } } }
  brands(first: 1) { edges { node { databaseId } } }
  products(first: 1) { edges { node { databaseId } } }
  tailors(first: 1) { edges { node { databaseId } } }
}`;

type FirstIds = Record<
  'collections' | 'brands' | 'products' | 'tailors',
  { edges: { node: { databaseId: string } }[] }
>;

/** The seeded demo data's first collection, brand, product and tailor. */
async function seededIds(request: APIRequestContext) {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: FIRST_IDS },
  });
  const { data } = (await response.json()) as { data: FirstIds };
  const first = (key: keyof FirstIds) => data[key].edges[0]!.node.databaseId;
  return {
    collection: first('collections'),
    brand: first('brands'),
    product: first('products'),
    tailor: first('tailors'),
  };
}

interface Screen {
  name: string;
  path: string;
  /** Puts the page in the state to check once it has loaded (another mode or layout). */
  then?: (page: Page) => Promise<void>;
}

function publicScreens(ids: Awaited<ReturnType<typeof seededIds>>): Screen[] {
  return [
    { name: 'home', path: '/' },
    { name: 'directory', path: '/directory' },
    { name: 'collections', path: '/collections' },
    {
      name: 'collections, products mode',
      path: '/collections',
      then: async (page) => {
        await page.getByRole('button', { name: 'View All Products' }).click();
        await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
      },
    },
    { name: 'collection', path: `/collection/${ids.collection}` },
    { name: 'brand', path: `/brand/${ids.brand}` },
    { name: 'product', path: `/product/${ids.product}` },
    { name: 'tailors, grid', path: '/tailors' },
    {
      name: 'tailors, list',
      path: '/tailors',
      then: async (page) => {
        await page.getByRole('button', { name: 'List view' }).click();
        await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
      },
    },
    { name: 'tailored', path: '/tailored' },
    { name: 'tailor', path: `/tailor/${ids.tailor}` },
    { name: 'about', path: '/about' },
    { name: 'how it works', path: '/how-it-works' },
    { name: 'faq', path: '/faq' },
    { name: 'contact', path: '/contact' },
    { name: 'join', path: '/join' },
    { name: 'terms of service', path: '/terms-of-service' },
    { name: 'privacy policy', path: '/privacy-policy' },
    { name: 'login', path: '/login' },
    { name: 'signup', path: '/signup' },
    { name: 'favourites', path: '/favourites' },
    { name: 'not found', path: '/no-such-page' },
  ];
}

async function openScreen(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expect(page.locator('h1').first(), screen.name).toBeVisible();
  await page.waitForLoadState('networkidle');
  await screen.then?.(page);
}

/** The document is exactly as wide as the viewport: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${screen}: the document is ${scrollWidth}px wide in a ${innerWidth}px viewport`).toBe(
    innerWidth,
  );
}

/** The element's box lies inside the viewport, left to right. */
async function expectWithinViewport(locator: Locator, what: string): Promise<void> {
  await expect(locator, `${what} is shown`).toBeVisible();
  const box = await locator.boundingBox();
  const width = locator.page().viewportSize()!.width;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(width);
}

async function expectHeaderButtonsOnScreen(page: Page, screen: string): Promise<void> {
  const header = page.getByRole('banner');
  await expectWithinViewport(header.getByRole('button', { name: 'Search' }), `${screen}: the header's Search`);
  const menu = header.getByRole('button', { name: 'Open menu' });
  // The menu button exists below 1024 px; wider, the navigation shows in the header instead.
  if (page.viewportSize()!.width < 1024) await expectWithinViewport(menu, `${screen}: the header's Menu`);
  else await expect(menu).toBeHidden();
}

/** Where each card of a sideways track sits against the track's visible box, in px. */
function cardEdges(track: Locator) {
  return track.evaluate((element) => {
    const view = element.getBoundingClientRect();
    return Array.from(element.children).map((card) => {
      const box = card.getBoundingClientRect();
      return { left: box.left - view.left, right: box.right - view.left, width: view.width };
    });
  });
}

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`every public page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('no page scrolls sideways, and the header buttons stay on screen', async ({ page, request }) => {
      test.setTimeout(180_000);
      for (const screen of publicScreens(await seededIds(request))) {
        await openScreen(page, screen);
        await expectNoSidewaysScroll(page, screen.name);
        await expectHeaderButtonsOnScreen(page, screen.name);
      }
    });

    test('rows scrolled to their ends still do not widen the page', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/collections');
      await page.getByRole('button', { name: 'View All Products' }).click();
      await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
      // Sale prices carry screen-reader-only labels; they must stay inside their cards.
      await expect(page.locator('main').getByText('Sale price', { exact: true }).first()).toBeAttached();
      for (const track of await page.locator('main section[aria-label] > ul').all()) {
        await track.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      }
      await expectNoSidewaysScroll(page, 'products mode, rows at their ends');
      await expectHeaderButtonsOnScreen(page, 'products mode, rows at their ends');
    });
  });
}

test.describe('rows of cards', () => {
  test.use({ viewport: LAPTOP });

  test("a home row shows whole cards, and its arrow brings the 'View All' tile into reach", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Brands by category' }).getByRole('region', { name: 'Ready to Wear' });
    const track = row.getByRole('list');
    const back = row.getByRole('button', { name: 'Scroll Ready to Wear back' });
    const forward = row.getByRole('button', { name: 'Scroll Ready to Wear forward' });
    const viewAll = row.getByRole('link', { name: 'View All Ready to Wear' });
    await track.scrollIntoViewIfNeeded();

    // At rest, every card in view is whole: six across, the seventh starts past the edge.
    const edges = await cardEdges(track);
    const inView = edges.filter((card) => card.left < card.width - 1);
    expect(inView).toHaveLength(6);
    for (const card of inView) expect(card.right).toBeLessThanOrEqual(card.width + 1);
    await expect(back).toBeDisabled();
    await expect(forward).toBeEnabled();

    await forward.click();
    await expect(forward).toBeDisabled();
    await expect(back).toBeEnabled();
    await expectWithinViewport(viewAll, "the 'View All' tile");
    await viewAll.click();
    await expect(page).toHaveURL(/\/directory\?category=ready-to-wear$/);
  });

  test('on /collections, a row with nothing more to show has both arrows disabled', async ({ page }) => {
    // Rows scroll at once, so each press has landed before the next is judged.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/collections');
    await expect(page.locator('main a[href^="/collection/"]').first()).toBeVisible();
    const rows = page.locator('main section[aria-label]');
    const sizes = await rows.evaluateAll((sections) =>
      sections.map((section) => ({
        name: section.getAttribute('aria-label')!,
        cards: section.querySelectorAll('li').length,
      })),
    );
    const short = sizes.find((row) => row.cards === 2);
    const long = sizes.find((row) => row.cards >= 5);
    expect(short, 'a seeded category with two collections').toBeDefined();
    expect(long, 'a seeded category with five or more collections').toBeDefined();

    const shortRow = page.getByRole('region', { name: short!.name, exact: true });
    await expect(shortRow.getByRole('button', { name: `Scroll ${short!.name} back` })).toBeDisabled();
    await expect(shortRow.getByRole('button', { name: `Scroll ${short!.name} forward` })).toBeDisabled();

    const longRow = page.getByRole('region', { name: long!.name, exact: true });
    const forward = longRow.getByRole('button', { name: `Scroll ${long!.name} forward` });
    await expect(longRow.getByRole('button', { name: `Scroll ${long!.name} back` })).toBeDisabled();
    await expect(forward).toBeEnabled();
    // `force`: a press that lands as the row reaches its end must not wait for the arrow to come back.
    for (let presses = 0; presses < 10 && (await forward.getAttribute('aria-disabled')) !== 'true'; presses++)
      await forward.click({ force: true });
    await expect(forward).toBeDisabled();
    await expect(longRow.getByRole('button', { name: `Scroll ${long!.name} back` })).toBeEnabled();
  });

  test('rows and the carousel come to rest with a card at their start', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const tracks: [string, (page: Page) => Locator][] = [
      [
        '/',
        (p) =>
          p
            .getByRole('region', { name: 'Brands by category' })
            .getByRole('region', { name: 'Ready to Wear' })
            .getByRole('list'),
      ],
      ['/collections', (p) => p.locator('main section[aria-label] > ul').first()],
      ['/tailored', (p) => p.getByRole('list', { name: 'Featured tailors' })],
    ];
    for (const [path, trackOf] of tracks) {
      await page.goto(path);
      const track = trackOf(page);
      await expect(track.locator('a').first()).toBeVisible();
      // Let go a third of the way into the first card: it snaps back to a card's start.
      const pitch = await track.evaluate((element) => {
        const [first, second] = Array.from(element.children);
        return second!.getBoundingClientRect().left - first!.getBoundingClientRect().left;
      });
      await track.evaluate((element, left) => element.scrollTo({ left }), Math.round(pitch / 3));
      await expect
        .poll(async () => {
          const offset = await track.evaluate((element) => element.scrollLeft);
          return Math.min(offset % pitch, pitch - (offset % pitch));
        }, `${path}: the track rests on a card boundary`)
        .toBeLessThanOrEqual(1);
    }
  });
});

test.describe('the featured tailors carousel', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    test(`at ${viewport.width} px its first card is whole after two steps`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto('/tailored');
      const track = page.getByRole('list', { name: 'Featured tailors' });
      await expect(track.locator('a').first()).toBeVisible();
      await page.mouse.move(0, 0);

      await page.clock.runFor(3000);
      await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(300);
      await page.clock.runFor(3000);
      await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(600);

      const edges = await cardEdges(track);
      const first = edges.find((card) => card.right > 1)!;
      expect(first.left, 'the first card in view starts at the track start').toBeCloseTo(0, 0);
      expect(first.right).toBeLessThanOrEqual(first.width);

      // Hovering pauses it.
      await track.hover();
      await page.clock.runFor(3000);
      await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(600);
    });
  }
});

test.describe('the tailors list on a phone', () => {
  test.use({ viewport: PHONE });

  test('cards fit the screen with their View Details link, and the layout toggle shows two named icons', async ({
    page,
  }) => {
    await page.goto('/tailors');
    const toggle = page.getByRole('group', { name: 'Layout' });
    const grid = toggle.getByRole('button', { name: 'Grid view' });
    const list = toggle.getByRole('button', { name: 'List view' });
    for (const option of [grid, list]) {
      const icon = await option.locator('svg').boundingBox();
      expect(icon!.width).toBeGreaterThanOrEqual(16);
      expect(icon!.height).toBeGreaterThanOrEqual(16);
    }
    // The toggle is as wide as its two buttons, not a stretched empty box.
    const [groupBox, gridBox, listBox] = await Promise.all([toggle, grid, list].map((l) => l.boundingBox()));
    expect(groupBox!.width).toBeLessThanOrEqual(gridBox!.width + listBox!.width + 4);

    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of (await cards.all()).slice(0, 6)) {
      const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
      await expectWithinViewport(card, `the card of ${name}`);
      await expectWithinViewport(card.getByRole('link', { name: `View Details: ${name}` }), `${name}'s View Details`);
    }
    await expectNoSidewaysScroll(page, 'tailors, list');
  });
});

test.describe('badges and cards', () => {
  test.use({ viewport: LAPTOP });

  test('badges stay on one line each, and a row of badges wraps between them with even gaps', async ({ page }) => {
    await page.goto('/directory');
    const cards = page.getByTestId('brand-card');
    await expect(cards.first()).toBeVisible();
    const rows = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        // The Verified badge (the outermost element reading just 'Verified'), inside the row of badges.
        const badge = Array.from(article.querySelectorAll('span')).find(
          (span) => span.textContent?.trim() === 'Verified' && span.parentElement?.textContent?.trim() !== 'Verified',
        );
        const row = badge?.parentElement;
        if (!row) return null;
        const boxes = Array.from(row.children).map((badge) => {
          const box = badge.getBoundingClientRect();
          return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, height: box.height };
        });
        return { lineHeight: parseFloat(getComputedStyle(row.children[0]!).lineHeight), boxes };
      }),
    );
    const withTwo = rows.filter((row): row is NonNullable<typeof row> => row !== null && row.boxes.length === 2);
    expect(withTwo.length, 'verified brands with a category badge').toBeGreaterThan(0);
    let wrapped = 0;
    for (const { boxes, lineHeight } of withTwo) {
      const [first, second] = boxes as [(typeof boxes)[0], (typeof boxes)[0]];
      // One line of text each: no taller than a line plus the pill's padding.
      for (const badge of boxes) expect(badge.height).toBeLessThan(lineHeight * 2);
      if (Math.abs(first.top - second.top) < 1) {
        expect(second.left - first.right).toBeCloseTo(8, 0);
      } else {
        wrapped++;
        expect(second.left).toBeCloseTo(first.left, 0);
        expect(second.top - first.bottom).toBeCloseTo(8, 0);
      }
    }
    // Four cards across at 1280 px: the longest category names push the Verified badge down a line.
    expect(wrapped).toBeGreaterThan(0);
  });

  test('brand, collection and product cards share one frame', async ({ page }) => {
    const frameOf = (card: Locator) =>
      card.evaluate((element) => {
        const style = getComputedStyle(element);
        const media = element.querySelector(':scope > div')!.getBoundingClientRect();
        const title = getComputedStyle(element.querySelector('h3')!);
        const body = getComputedStyle(element.querySelector('h3')!.parentElement!);
        return {
          radius: style.borderTopLeftRadius,
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          background: style.backgroundColor,
          mediaRatio: Math.round((media.width / media.height) * 100) / 100,
          padding: body.padding,
          title: `${title.fontFamily} ${title.fontSize} ${title.fontWeight}`,
        };
      });

    await page.goto('/directory');
    const brand = await frameOf(page.getByTestId('brand-card').first());
    await page.goto('/collections');
    await expect(page.locator('main a[href^="/collection/"]').first()).toBeVisible();
    const collection = await frameOf(page.locator('main a[href^="/collection/"]').first());
    await page.getByRole('button', { name: 'View All Products' }).click();
    await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
    const product = await frameOf(page.locator('main a[href^="/product/"]').first());

    expect(brand.mediaRatio).toBe(0.8);
    expect(collection).toEqual(brand);
    expect(product).toEqual(brand);
  });
});
