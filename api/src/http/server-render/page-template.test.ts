import { describe, expect, it } from 'vitest';
import { acceptsRenderedPages, fillTemplate } from './page-template.js';

const TEMPLATE = '<html><head><title>Adire</title></head><body><div id="root"></div></body></html>';

describe('page template', () => {
  it('puts the styles in the head, the markup in #root and the answers after it as JSON', () => {
    const page = fillTemplate(TEMPLATE, { html: '<h1>Hi $&</h1>', head: '<style>a{}</style>', answers: '[]' });
    expect(page).toBe(
      '<html><head><title>Adire</title><style>a{}</style></head><body><div id="root"><h1>Hi $&</h1></div>' +
        '<script type="application/json" id="server-answers">[]</script></body></html>',
    );
  });

  it('refuses a template without the #root element', () => {
    expect(acceptsRenderedPages(TEMPLATE)).toBe(true);
    expect(acceptsRenderedPages('<html><head></head><body><main></main></body></html>')).toBe(false);
  });
});
