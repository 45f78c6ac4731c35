import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../components/theme';
import { ChipListField } from './ChipListField';

const render = (props: Partial<Parameters<typeof ChipListField>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(
      ThemeProvider,
      { theme },
      createElement(ChipListField, { label: 'Sizes', values: ['S', 'M'], onChange: () => {}, ...props }),
    ),
  );

describe('ChipListField', () => {
  it('labels the input and gives each chip a remove button', () => {
    const html = render();
    const inputId = /<label[^>]*for="([^"]+)"[^>]*>Sizes<\/label>/.exec(html)?.[1];
    expect(inputId).toBeTruthy();
    expect(html).toContain(`id="${inputId}"`);
    expect(html).toContain('aria-label="Add to Sizes"');
    expect(html).toContain('aria-label="Remove S from Sizes"');
    expect(html).toContain('aria-label="Remove M from Sizes"');
    expect(html).toContain('aria-live="polite"');
  });

  it('ties the error to the input', () => {
    const html = render({ error: 'Sizes: at most 30 entries' });
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/aria-describedby="[^"]*-error"/);
    expect(html).toContain('Sizes: at most 30 entries');
  });

  it('offers the suggestions not yet chosen', () => {
    const html = render({ suggestions: ['S', 'L', 'XL'] });
    expect(html).not.toContain('aria-label="Add S to Sizes"');
    expect(html).toContain('aria-label="Add L to Sizes"');
    expect(html).toContain('aria-label="Add XL to Sizes"');
  });
});
