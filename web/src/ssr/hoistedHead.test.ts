import { describe, expect, it } from 'vitest';
import { splitHoisted } from './hoistedHead';

describe('splitHoisted', () => {
  it('takes the leading title, preloads and meta out of the markup', () => {
    const preload = '<link rel="preload" as="image" href="/media/a.svg" fetchPriority="high"/>';
    const title = '<title>Crepe Boubou by Adunni Daily — Adire</title>';
    expect(splitHoisted(`${preload}${title}<a href="#main">Skip</a><title>not this</title>`)).toEqual({
      hoisted: preload + title,
      html: '<a href="#main">Skip</a><title>not this</title>',
    });
  });

  it('leaves markup that starts with content as it is', () => {
    expect(splitHoisted('<header><link rel="x"/></header>')).toEqual({
      hoisted: '',
      html: '<header><link rel="x"/></header>',
    });
  });
});
