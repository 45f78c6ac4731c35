import type { Mail } from './mailer.js';

// The texts of the account e-mails. Links point at the web app's pages, which call the API.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(to: string, subject: string, paragraphs: string[], link: { url: string; label: string }): Mail {
  const text = [...paragraphs, `${link.label}: ${link.url}`, 'The Adire team'].join('\n\n');
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p>The Adire team</p>`;
  return { to, subject, text, html };
}

export function confirmationMail(to: string, webUrl: string, token: string, validHours: number): Mail {
  return mail(
    to,
    'Confirm your e-mail address',
    [
      'Welcome to Adire!',
      `Please confirm your e-mail address to finish creating your account. The link works once and expires in ${validHours} hours.`,
    ],
    { url: `${webUrl}/confirm-email?token=${encodeURIComponent(token)}`, label: 'Confirm your e-mail address' },
  );
}

export function passwordResetMail(to: string, webUrl: string, token: string): Mail {
  return mail(
    to,
    'Reset your password',
    [
      'Someone (hopefully you) asked to reset the password of your Adire account.',
      'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this e-mail.',
    ],
    { url: `${webUrl}/reset-password?token=${encodeURIComponent(token)}`, label: 'Choose a new password' },
  );
}

/** Sent instead of a second account when someone signs up with an address that already has one. */
export function alreadyRegisteredMail(to: string, webUrl: string): Mail {
  return mail(
    to,
    'You already have an Adire account',
    [
      'Someone (hopefully you) tried to create an Adire account with this e-mail address, which already has one.',
      'If it was you, sign in, or reset your password if you have forgotten it. Otherwise you can ignore this e-mail.',
    ],
    { url: `${webUrl}/forgot-password`, label: 'Reset your password' },
  );
}

/**
 * The code a sign-in needs while others keep failing to sign in to the account. Only sent after the
 * right password, so it also tells the owner when someone else knows their password.
 */
export function signInCodeMail(
  to: string,
  webUrl: string,
  sent: { code: string; validMinutes: number; at: Date; fromAddress: string },
): Mail {
  return mail(
    to,
    'Your Adire sign-in code',
    [
      'Someone, hopefully you, entered the password of your Adire account to sign in. To finish signing in, enter this code:',
      sent.code,
      `It works once, only in the browser where the sign-in started, and expires in ${sent.validMinutes} minutes. The sign-in started on ${sent.at.toUTCString()} from network address ${sent.fromAddress}.`,
      'We ask for a code because there have been many failed attempts to sign in to your account lately.',
      'Was it not you? Do not give this code to anyone: whoever started this sign-in knows your password. Choose a new password now; that also signs you out everywhere.',
    ],
    { url: `${webUrl}/forgot-password`, label: 'Choose a new password' },
  );
}
