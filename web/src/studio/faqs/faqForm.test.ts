import { describe, expect, it } from 'vitest';
import { NEW_FAQ, parseDisplayOrder, readFaqForm } from './faqForm';

describe('the FAQ form', () => {
  it('starts with the spec’s defaults', () => {
    expect(NEW_FAQ).toMatchObject({ category: 'general', pageLocation: 'general', displayOrder: '0', isActive: true });
  });

  it('parses the display order as a whole number, blank meaning 0', () => {
    expect(parseDisplayOrder('')).toBe(0);
    expect(parseDisplayOrder(' 12 ')).toBe(12);
    expect(parseDisplayOrder('1.5')).toBeNull();
    expect(parseDisplayOrder('-1')).toBeNull();
    expect(parseDisplayOrder('10000')).toBeNull();
  });

  it('asks for both question and answer', () => {
    expect(readFaqForm({ ...NEW_FAQ, question: 'Q?', displayOrder: 'x' })).toEqual({
      problems: {
        answer: 'Please fill in both question and answer',
        displayOrder: 'Display order must be a whole number from 0 to 9999',
      },
    });
    expect(readFaqForm({ ...NEW_FAQ, question: ' Q? ', answer: ' A. ', displayOrder: '3' })).toEqual({
      fields: {
        question: 'Q?',
        answer: 'A.',
        category: 'general',
        pageLocation: 'general',
        displayOrder: 3,
        isActive: true,
      },
    });
  });
});
