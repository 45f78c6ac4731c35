import { describe, expect, it } from 'vitest';
import { acceptsRenderedPages, fillTemplate } from './page-template.js';

const TEMPLATE = '<html><head><title>Adire</title></head><body><div id="root"></div></body></html>';

describe('page template', () => {
  it('puts the styles in the head, the markup in #root and the answers after it as JSON', () => {
    const page = fillTemplate(TEMPLATE, {
      html: '<h1>Hi $&</h1>',
      headStart: '',
      head: '<style>a{}</style>',
      answers: '[]',
    });
    expect(page).toBe(
      '<html><head><title>Adire</title><style>a{}</style></head><body><div id="root"><h1>Hi $&</h1></div>' +
        '<script type="application/json" id="server-answers">[]</script></body></html>',
    );
  });

  it("puts the page's title and preloads where the template's title was, ahead of its scripts", () => {
    const template =
      '<html><head><title>Adire</title><script type="module" src="/a.js"></script></head><body><div id="root"></div></body></html>';
    const preload = '<link rel="preload" as="image" href="/media/b.svg" fetchPriority="high"/>';
    const withTitle = fillTemplate(template, {
      html: '<main></main>',
      headStart: `${preload}<title>Brand $1 — Adire</title>`,
      head: '',
      answers: '[]',
    });
    expect(withTitle).toContain(`<head>${preload}<title>Brand $1 — Adire</title><script`);
    expect(withTitle).not.toContain('<title>Adire</title>');
    const withoutTitle = fillTemplate(template, { html: '', headStart: preload, head: '', answers: '[]' });
    expect(withoutTitle).toContain(`<head>${preload}<title>Adire</title><script`);
  });

  it('refuses a template without the #root element', () => {
    expect(acceptsRenderedPages(TEMPLATE)).toBe(true);
    expect(acceptsRenderedPages('<html><head></head><body><main></main></body></html>')).toBe(false);
  });
});
