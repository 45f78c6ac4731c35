import type { RequestHandler } from 'express';
import type { PrismaClient } from '../generated/prisma/client.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Extra headers as plain text lines (not links: the body's links are the ones to follow). */
function headerLines(headers: unknown): string {
  const entries = headers && typeof headers === 'object' ? Object.entries(headers as Record<string, unknown>) : [];
  return entries.length
    ? `<p><small>${entries.map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(String(value))}`).join('<br>')}</small></p>`
    : '';
}

/** Development only: the newest 100 messages of the outbox, with their links clickable. */
export function devMailboxHandler(prisma: PrismaClient): RequestHandler {
  return async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to.trim().toLowerCase() : undefined;
    const mails = await prisma.outboxMail.findMany({
      where: to ? { to } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: 100,
    });
    const items = mails
      .map(
        (m) =>
          `<li><p><strong>${escapeHtml(m.subject)}</strong> to ${escapeHtml(m.to)} <small>${m.createdAt.toISOString()}</small></p>${headerLines(m.headers)}<pre>${linkify(escapeHtml(m.text))}</pre></li>`,
      )
      .join('');
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox · Adire</title>` +
          `<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}li{border-bottom:1px solid #ddd;list-style:none}pre{white-space:pre-wrap}</style></head>` +
          `<body><h1>Development mailbox</h1><p>Mail is kept here because no SMTP server is configured (SMTP_URL).${to ? ` Showing mail to ${escapeHtml(to)}. <a href="?">Show all</a>` : ''}</p>` +
          `<ul>${items || '<li><p>No mail yet.</p></li>'}</ul></body></html>`,
      );
  };
}
