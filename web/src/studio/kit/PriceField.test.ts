import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../components/theme';
import { PriceField } from './PriceField';

const render = (props: Partial<Parameters<typeof PriceField>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(
      ThemeProvider,
      { theme },
      createElement(PriceField, { label: 'Price', value: '12.50', onChange: () => {}, ...props }),
    ),
  );

describe('PriceField', () => {
  it('is a labelled text input with a decimal keypad', () => {
    const html = render();
    const inputId = /<label[^>]*for="([^"]+)"[^>]*>Price<\/label>/.exec(html)?.[1];
    expect(html).toMatch(new RegExp(`<input[^>]*id="${inputId}"`));
    expect(html).toContain('inputMode="decimal"');
    expect(html).toContain('value="12.50"');
  });

  it('shows its hint and error and ties both to the input', () => {
    const html = render({ hint: 'The sale price is usually below the regular price.', error: 'Required' });
    expect(html).toMatch(/aria-describedby="[^"]*-hint [^"]*-error"/);
    expect(html).toContain('The sale price is usually below the regular price.');
    expect(html).toContain('Required');
  });

  it('shows a currency mark beside the amount without reading it out', () => {
    expect(render({ prefix: '₦' })).toContain('<span aria-hidden="true"');
  });
});
