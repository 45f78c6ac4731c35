import { describe, expect, it } from 'vitest';
import { portfolioFilters, toPortfolioFilterInput } from './portfolioFilters';

describe('portfolio filters', () => {
  it('always asks for the portfolio pieces, then for what is set', () => {
    expect(toPortfolioFilterInput(portfolioFilters.initial)).toEqual({ serviceType: 'portfolio' });
    const filters = portfolioFilters.read(new URLSearchParams('search=%20kaftan%20&brand=B1'));
    expect(toPortfolioFilterInput(filters)).toEqual({ serviceType: 'portfolio', search: 'kaftan', brandId: 'B1' });
  });
});
