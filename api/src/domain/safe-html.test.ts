import { describe, expect, it } from 'vitest';
import { safeDocumentHtml } from './safe-html.js';

describe('document HTML', () => {
  it('keeps structure and safe links, drops scripts, handlers and javascript: links', () => {
    expect(
      safeDocumentHtml(
        '<h2 class="x">T</h2><p onclick="x()">a <a href="javascript:alert(1)">b</a> <a href="mailto:s@a.co">c</a></p><script>1</script><iframe src="/"></iframe>',
      ),
    ).toBe(
      '<h2>T</h2><p>a <a rel="noopener noreferrer">b</a> <a href="mailto:s@a.co" rel="noopener noreferrer">c</a></p>',
    );
  });
});
