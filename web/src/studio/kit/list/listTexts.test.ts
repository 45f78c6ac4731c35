import { describe, expect, it } from 'vitest';
import { listTexts } from './listTexts';

describe('listTexts', () => {
  it('words a list from its nouns', () => {
    expect(
      listTexts({
        nouns: { one: 'product', many: 'products' },
        empty: { message: 'Add your first piece.' },
        noMatches: { message: 'Try another search.' },
      }),
    ).toEqual({
      heading: 'Products',
      nouns: { one: 'product', many: 'products' },
      loadMoreLabel: 'Load more products',
      loadMoreFailed: 'Failed to load more products. Please try again.',
      empty: { title: 'No products yet', message: 'Add your first piece.' },
      noMatches: { title: 'No products match your filters', message: 'Try another search.' },
    });
  });

  it('keeps the nouns as written in the heading but for the first letter', () => {
    const faqs = listTexts({ nouns: { one: 'FAQ', many: 'FAQs' }, empty: { message: '' }, noMatches: { message: '' } });
    const pieces = listTexts({
      nouns: { one: 'portfolio piece', many: 'portfolio pieces' },
      empty: { message: '' },
      noMatches: { message: '' },
    });
    expect([faqs.heading, pieces.heading]).toEqual(['FAQs', 'Portfolio pieces']);
  });

  it('names the items by another subject than the plural where the list does', () => {
    const texts = listTexts({
      nouns: { one: 'entry', many: 'entries' },
      subject: 'activity',
      empty: { message: 'Changes appear here.' },
      noMatches: { title: 'No activity matches your filters', message: 'Try other dates.' },
    });
    expect(texts).toMatchObject({
      heading: 'Activity',
      loadMoreLabel: 'Load more activity',
      loadMoreFailed: 'Failed to load more activity. Please try again.',
      empty: { title: 'No activity yet' },
      noMatches: { title: 'No activity matches your filters' },
    });
    expect(texts.nouns).toEqual({ one: 'entry', many: 'entries' });
  });

  it('takes any text as the list words it', () => {
    const texts = listTexts({
      nouns: { one: 'brand', many: 'brands' },
      heading: 'Brand list',
      loadMoreLabel: 'More brands',
      loadMoreFailed: 'The next brands did not load.',
      empty: { title: 'Nothing here', message: 'Add one.', action: 'New Brand' },
      noMatches: { title: 'Nothing matches', message: 'Show every brand.' },
    });
    expect(texts).toEqual({
      heading: 'Brand list',
      nouns: { one: 'brand', many: 'brands' },
      loadMoreLabel: 'More brands',
      loadMoreFailed: 'The next brands did not load.',
      empty: { title: 'Nothing here', message: 'Add one.', action: 'New Brand' },
      noMatches: { title: 'Nothing matches', message: 'Show every brand.' },
    });
  });
});
