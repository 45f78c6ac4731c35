import { describe, expect, it } from 'vitest';
import { formalLanguage } from './formal-language.js';

describe('formalLanguage', () => {
  it('writes contractions out in full', () => {
    expect(formalLanguage("We're a Lagos label and we don't cut corners.")).toBe(
      'We are a Lagos label and we do not cut corners.',
    );
    expect(formalLanguage("It's hand-woven; you'll love it, and it can't fade.")).toBe(
      'It is hand-woven; you will love it, and it cannot fade.',
    );
    expect(formalLanguage("They've sold out. I'd wait. Won't last.")).toBe(
      'They have sold out. I would wait. Will not last.',
    );
  });
  it('handles typographic apostrophes and keeps possessives and names', () => {
    expect(formalLanguage('We’re proud of Ada’s aṣọ-òkè.')).toBe('We are proud of Ada’s aṣọ-òkè.');
    expect(formalLanguage("N'Diaye's atelier")).toBe("N'Diaye's atelier");
  });
  it('leaves text without contractions as it is', () => {
    const text = 'Hand-dyed adire from Abeokuta, made to order.';
    expect(formalLanguage(text)).toBe(text);
  });
});
