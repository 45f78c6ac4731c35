import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PORTFOLIO_FILTERS,
  PORTFOLIO_FILTERS_IN_URL,
  hasPortfolioFilters,
  portfolioFiltersFromParams,
  toPortfolioFilterInput,
  withPortfolioFilters,
} from './portfolioFilters';

const params = (query: string) => new URLSearchParams(query);

describe('portfolio filters in the URL', () => {
  it('start from every piece and read the search and brand, trimmed', () => {
    expect(portfolioFiltersFromParams(params(''))).toEqual(DEFAULT_PORTFOLIO_FILTERS);
    expect(portfolioFiltersFromParams(params('search=%20lace%20&brand=B1'))).toEqual({ search: 'lace', brand: 'B1' });
  });

  it('set, keep and remove parameters, and round-trip', () => {
    expect(withPortfolioFilters(params('tab=2&brand=B1'), { search: 'gown' }).toString()).toBe(
      'tab=2&brand=B1&search=gown',
    );
    expect(withPortfolioFilters(params('search=x&brand=B1'), { brand: '' }).toString()).toBe('search=x');
    const filters = { search: 'Silk & lace', brand: 'QnJhbmQ6MQ==' };
    expect(portfolioFiltersFromParams(withPortfolioFilters(params(''), filters))).toEqual(filters);
    expect(PORTFOLIO_FILTERS_IN_URL.clear(params('search=a&brand=b&x=1')).toString()).toBe('x=1');
  });
});

describe('the API filter', () => {
  it('always asks for portfolio pieces, narrowed by what is set', () => {
    expect(hasPortfolioFilters(DEFAULT_PORTFOLIO_FILTERS)).toBe(false);
    expect(toPortfolioFilterInput(DEFAULT_PORTFOLIO_FILTERS)).toEqual({ serviceType: 'portfolio' });
    expect(toPortfolioFilterInput({ search: 'gown', brand: 'B1' })).toEqual({
      serviceType: 'portfolio',
      search: 'gown',
      brandId: 'B1',
    });
    expect(hasPortfolioFilters({ search: '', brand: 'B1' })).toBe(true);
  });
});
