import { expect, type Locator, type Page } from '@playwright/test';

const COUNT_PATTERN = /Showing (\d+) brands?/;

/** The directory page as a visitor sees it. */
export class DirectoryPage {
  readonly countLine: Locator;
  readonly cards: Locator;
  readonly search: Locator;
  readonly category: Locator;
  readonly location: Locator;
  readonly loadMore: Locator;

  constructor(readonly page: Page) {
    this.countLine = page.getByText(COUNT_PATTERN);
    this.cards = page.getByTestId('brand-card');
    this.search = page.getByRole('searchbox', { name: 'Search' });
    this.category = page.getByRole('combobox', { name: 'Category' });
    this.location = page.getByRole('combobox', { name: 'Location' });
    this.loadMore = page.getByRole('button', { name: 'Load more designers' });
  }

  async open(query = '') {
    await this.page.goto(`/directory${query}`);
    await expect(this.countLine).toBeVisible();
  }

  async total(): Promise<number> {
    const text = (await this.countLine.textContent()) ?? '';
    const match = COUNT_PATTERN.exec(text);
    if (!match) throw new Error(`No brand count in "${text}"`);
    return Number(match[1]);
  }

  /** Waits until the count line differs from `previous`, then returns the new total. */
  async totalAfterChangeFrom(previous: number): Promise<number> {
    await expect(this.countLine).not.toHaveText(new RegExp(`Showing ${previous} brands?$`));
    return this.total();
  }

  async cardTexts(): Promise<string[]> {
    return this.cards.allInnerTexts();
  }

  async cardLinks(): Promise<string[]> {
    return this.cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }
}
