import { PORTFOLIO_MESSAGES } from '@features/products/messages';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PORTFOLIO_FORM,
  portfolioFormProblems,
  portfolioImageProblem,
  portfolioInput,
  type PortfolioFormState,
} from './portfolioForm';

const BRAND = 'QnJhbmQ6YnJpZGFs';
const filled = (changes: Partial<PortfolioFormState> = {}): PortfolioFormState => ({
  ...EMPTY_PORTFOLIO_FORM,
  brandId: BRAND,
  title: 'Ivory lace gown',
  description: 'Hand-beaded lace over silk.',
  ...changes,
});

describe('portfolioFormProblems', () => {
  it('starts in the Custom Design category', () => {
    expect(EMPTY_PORTFOLIO_FORM.category).toBe('Custom Design');
  });

  it('needs the title, description and brand, then an image', () => {
    expect(portfolioFormProblems(EMPTY_PORTFOLIO_FORM, 0)).toEqual({
      title: PORTFOLIO_MESSAGES.requiredFields,
      brandId: PORTFOLIO_MESSAGES.requiredFields,
      description: PORTFOLIO_MESSAGES.requiredFields,
      images: PORTFOLIO_MESSAGES.imageRequired,
    });
    expect(portfolioFormProblems(filled(), 0)).toEqual({ images: PORTFOLIO_MESSAGES.imageRequired });
    expect(portfolioFormProblems(filled(), 1)).toEqual({});
  });

  it('takes a numeric consultation fee or none', () => {
    expect(portfolioFormProblems(filled({ consultationFee: 'fifty' }), 1)).toEqual({
      consultationFee: PORTFOLIO_MESSAGES.consultationFeeNumber,
    });
    expect(portfolioFormProblems(filled({ consultationFee: '50.5' }), 1)).toEqual({});
  });
});

describe('portfolioImageProblem', () => {
  it('takes PNG, JPEG and WebP up to 10 MB', () => {
    expect(portfolioImageProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(portfolioImageProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      'Portfolio image must be 10 MB or smaller.',
    );
    expect(portfolioImageProblem({ type: 'image/gif', size: 100 })).toBe(
      'Portfolio image must be a PNG, JPEG or WebP file.',
    );
  });
});

describe('portfolioInput', () => {
  it('sends trimmed text, the fee as a number and clean lists', () => {
    expect(
      portfolioInput(
        filled({
          title: ' Ivory lace gown ',
          category: ' ',
          consultationFee: '75',
          materials: ['Silk', ' silk ', 'Lace'],
          techniques: [],
          leadTime: ' 6 weeks ',
          inspiration: '',
        }),
        'key-1',
      ),
    ).toEqual({
      idempotencyKey: 'key-1',
      brandId: BRAND,
      title: 'Ivory lace gown',
      description: 'Hand-beaded lace over silk.',
      category: 'Custom Design',
      priceRange: null,
      specialties: [],
      leadTime: '6 weeks',
      consultationFee: 75,
      materials: ['Silk', 'Lace'],
      techniques: [],
      inspiration: null,
    });
  });
});
