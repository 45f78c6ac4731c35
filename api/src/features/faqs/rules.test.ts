import { describe, expect, it } from 'vitest';
import {
  faqAnswerHtml,
  faqAnswerText,
  faqCategory,
  faqErrors,
  faqPageLocation,
  pageLocationsShownOn,
  parseDisplayOrder,
} from './rules.js';

describe('FAQ rules', () => {
  it('asks for both question and answer with the spec’s message', () => {
    expect(faqErrors({}, 'create')).toEqual({
      question: 'Please fill in both question and answer',
      answer: 'Please fill in both question and answer',
    });
    expect(faqErrors({ question: 'Q?', answer: ' <p> </p> ' }, 'create')).toEqual({
      answer: 'Please fill in both question and answer',
    });
    expect(faqErrors({ question: 'Q?', answer: 'A.' }, 'create')).toEqual({});
    expect(faqErrors({ isActive: false } as never, 'edit')).toEqual({});
    expect(faqErrors({ question: '' }, 'edit')).toEqual({ question: 'Please fill in both question and answer' });
  });

  it('limits the lengths and the display order', () => {
    expect(faqErrors({ question: 'x'.repeat(301), answer: 'a'.repeat(10_001) }, 'create')).toEqual({
      question: 'Question must be at most 300 characters',
      answer: 'Answer must be at most 10000 characters',
    });
    expect(faqErrors({ question: 'Q', answer: 'A', displayOrder: -1 }, 'create')).toEqual({
      displayOrder: 'Display order must be a whole number from 0 to 9999',
    });
    expect(faqErrors({ question: 'Q', answer: 'A', displayOrder: 9999 }, 'create')).toEqual({});
  });

  it('parses the display order as an integer, default 0', () => {
    expect(parseDisplayOrder(undefined)).toBe(0);
    expect(parseDisplayOrder('')).toBe(0);
    expect(parseDisplayOrder(' 7 ')).toBe(7);
    expect(parseDisplayOrder(3)).toBe(3);
    expect(parseDisplayOrder('2.5')).toBeNull();
    expect(parseDisplayOrder('first')).toBeNull();
    expect(parseDisplayOrder(true)).toBeNull();
  });

  it('reads categories and page locations as the spec writes them', () => {
    expect(faqCategory(' Billing ')).toBe('billing');
    expect(faqCategory('returns')).toBeNull();
    expect(faqPageLocation('how-it-works')).toBe('how_it_works');
    expect(faqPageLocation('join')).toBe('join');
    expect(faqPageLocation('home')).toBeNull();
  });

  it("shows a page its own entries and those placed on 'all'", () => {
    expect(pageLocationsShownOn('contact')).toEqual(['contact', 'all']);
    expect(pageLocationsShownOn('all')).toEqual(['all']);
  });

  it('keeps safe rich text and removes everything else', () => {
    expect(
      faqAnswerHtml(
        '<p onclick="x()">Read <strong>this</strong> and <a href="javascript:alert(1)">that</a> or <a href="https://adire.example/join">join</a>.</p><script>alert(1)</script><img src=x onerror=y>',
      ),
    ).toBe(
      '<p>Read <strong>this</strong> and <a rel="noopener noreferrer">that</a> or <a href="https://adire.example/join" rel="noopener noreferrer">join</a>.</p>',
    );
    expect(faqAnswerHtml('<ul><li>One</li></ul><iframe src="https://x"></iframe>')).toBe('<ul><li>One</li></ul>');
  });

  it('turns plain text into paragraphs, escaping what looks like markup', () => {
    expect(faqAnswerHtml('First line\nsecond line\n\nNew paragraph, sizes < 10 & > 2')).toBe(
      '<p>First line<br />second line</p><p>New paragraph, sizes &lt; 10 &amp; &gt; 2</p>',
    );
    expect(faqAnswerText('<p>Hello <em>there</em></p>')).toBe('Hello there');
  });
});
