import type { Mail } from './mailer.js';

// The e-mails a designer gets when their application is decided.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function letter(to: string, subject: string, paragraphs: string[], link?: { url: string; label: string }): Mail {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), 'The Adire team'].join('\n\n');
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '') +
    '<p>The Adire team</p>';
  return { to, subject, text, html };
}

const signInUrl = (webUrl: string, studioPath: string) => `${webUrl}/login?redirect=${encodeURIComponent(studioPath)}`;

/** Approved, and the account has no password yet: choose one, then sign in to the brand's studio page. */
export function approvedDesignerSetupMail(
  to: string,
  webUrl: string,
  brandName: string,
  token: string,
  studioPath: string,
  validHours: number,
): Mail {
  const url = `${webUrl}/reset-password?token=${encodeURIComponent(token)}&next=${encodeURIComponent(studioPath)}`;
  return letter(
    to,
    `Welcome to Adire: ${brandName} is approved`,
    [
      `Good news: your application for ${brandName} has been approved, and your brand is ready for you in the Adire studio.`,
      `Choose a password to sign in. The link works once and expires in ${validHours} hours; after that, use "Forgot password" on the sign-in page.`,
      'Your brand stays unverified until our team has looked at it with you; you can add images, a description and prices straight away.',
    ],
    { url, label: 'Choose your password' },
  );
}

/** Approved, and the designer already has an account with a password. */
export function approvedDesignerSignInMail(to: string, webUrl: string, brandName: string, studioPath: string): Mail {
  return letter(
    to,
    `Welcome to Adire: ${brandName} is approved`,
    [
      `Good news: your application for ${brandName} has been approved, and your brand is ready for you in the Adire studio.`,
      'Sign in with your Adire account to add images, a description and prices.',
    ],
    { url: signInUrl(webUrl, studioPath), label: 'Open your brand in the studio' },
  );
}

/** The short, kind answer a super admin may send with a rejection. */
export function applicationDeclinedMail(to: string, designerName: string, brandName: string): Mail {
  return letter(to, `Your Adire application for ${brandName}`, [
    `Dear ${designerName},`,
    `Thank you for applying to show ${brandName} on Adire, and for the care you put into your application.`,
    'We are not able to welcome the brand at this time. This is not a judgement of your work: we take in a small number of designers at a time, and you are warmly invited to apply again as your collection grows.',
  ]);
}
