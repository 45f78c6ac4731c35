import sanitizeHtml from 'sanitize-html';

// Legal documents are written by staff as HTML; the pages render it, so only structural markup
// and safe links survive.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'section',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
