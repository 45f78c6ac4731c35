import sanitizeHtml from 'sanitize-html';

// Rich text written by staff is shown on the site as HTML: only the markup a kind of text needs
// survives, and links keep to safe schemes and open no window back into the site.
const SAFE_LINKS: sanitizeHtml.IOptions = {
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Short answers (FAQs): paragraphs, emphasis, lists and links. */
const SHORT_TEXT: sanitizeHtml.IOptions = {
  ...SAFE_LINKS,
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
};

/** Documents (legal): short text's markup plus headings, rules, quotes, tables and sections. */
const DOCUMENT: sanitizeHtml.IOptions = {
  ...SAFE_LINKS,
  allowedTags: [
    ...(SHORT_TEXT.allowedTags as string[]),
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
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
};

export const safeShortTextHtml = (html: string) => sanitizeHtml(html, SHORT_TEXT);

export const safeDocumentHtml = (html: string) => sanitizeHtml(html, DOCUMENT);

/** The words of some HTML without any markup (entities such as &amp;nbsp; stay encoded). */
export const htmlWords = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
