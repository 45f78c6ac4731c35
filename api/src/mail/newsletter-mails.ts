import type { Mail } from './mailer.js';

// Newsletter mail. Every message carries the subscriber's one-click unsubscribe link (RFC 8058):
// mail clients POST to the List-Unsubscribe address; people follow the link in the text.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface UnsubscribeLinks {
  /** The API address a mail client POSTs `List-Unsubscribe=One-Click` to. */
  oneClick: string;
  /** The web page with an Unsubscribe button, for people. */
  page: string;
}

/** The headers that let a mail client offer "Unsubscribe" and do it with one POST. */
export function listUnsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Any newsletter message: the paragraphs, then the unsubscribe link in the text and the headers. */
export function newsletterMail(to: string, subject: string, paragraphs: string[], links: UnsubscribeLinks): Mail {
  const footer = 'You receive this because you subscribed to the Adire newsletter.';
  const text = [...paragraphs, 'The Adire team', footer, `Unsubscribe: ${links.page}`].join('\n\n');
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    '<p>The Adire team</p>' +
    `<p><small>${escapeHtml(footer)} <a href="${escapeHtml(links.page)}">Unsubscribe</a></small></p>`;
  return { to, subject, text, html, headers: listUnsubscribeHeaders(links) };
}

/** Sent when an address subscribes, or subscribes again after leaving. */
export function newsletterWelcomeMail(to: string, firstName: string | null, links: UnsubscribeLinks): Mail {
  return newsletterMail(
    to,
    'Welcome to the Adire newsletter',
    [
      firstName ? `Hello ${firstName},` : 'Hello,',
      'Thank you for subscribing. We will write now and then with new designers, collections and stories from across the continent.',
      'You can leave at any time with the link below; it works with one click.',
    ],
    links,
  );
}
