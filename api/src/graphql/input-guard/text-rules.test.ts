import { describe, expect, it } from 'vitest';
import { labelOf, textProblem } from './text-rules.js';
import { DEFAULT_TEXT_MAX, textLimitFor } from './limits.js';

const oneLine = { max: 10, multiLine: false };
const multiLine = { max: 10, multiLine: true };

describe('textProblem', () => {
  it('accepts ordinary text, accents and emoji up to the limit in code points', () => {
    expect(textProblem('Adúnní ✂️', 'name', oneLine)).toBeNull();
    expect(textProblem('😀'.repeat(10), 'name', oneLine)).toBeNull();
    expect(textProblem('', 'name', oneLine)).toBeNull();
  });

  it('refuses text over the limit', () => {
    expect(textProblem('x'.repeat(11), 'contactEmail', oneLine)).toBe(
      'Contact email must be at most 10 characters long',
    );
    expect(textProblem('😀'.repeat(11), 'name', oneLine)).toBe('Name must be at most 10 characters long');
  });

  it('refuses NUL and other control characters everywhere', () => {
    for (const bad of ['a\u0000', '\u0007', '\u001b[0m', '\u007f', '\u0085', 'a\u000bb'])
      expect(textProblem(bad, 'notes', multiLine)).toBe('Notes contains characters that are not allowed');
  });

  it('keeps tab, line feed and carriage return for multi-line fields only', () => {
    expect(textProblem('a\r\n\tb', 'notes', multiLine)).toBeNull();
    expect(textProblem('a\nb', 'name', oneLine)).toBe('Name contains characters that are not allowed');
  });

  it('refuses lone surrogates, which cannot be stored, but not paired ones', () => {
    expect(textProblem('\ud800', 'name', oneLine)).toBe('Name contains characters that are not allowed');
    expect(textProblem('\ud83d\ude00', 'name', oneLine)).toBeNull();
  });
});

describe('limits', () => {
  it('names fields as the messages do', () => {
    expect(labelOf('brandId')).toBe('Brand id');
    expect(labelOf('q')).toBe('Q');
  });

  it('gives long-form fields more room than the default, and above their features’ own limits', () => {
    expect(textLimitFor('name')).toEqual({ max: DEFAULT_TEXT_MAX, multiLine: false });
    expect(textLimitFor('content').max).toBeGreaterThan(200_000);
    expect(textLimitFor('answer').max).toBeGreaterThan(10_000);
    expect(textLimitFor('message').multiLine).toBe(true);
  });
});
