import { escapeHtml, page } from './oidc-pages.js';
import { API_SCOPE } from './api-resource.js';

/** What each scope lets an application do, in the words the consent page uses. */
export const SCOPE_DESCRIPTIONS: Record<string, string> = {
  openid: 'Know who you are on Adire',
  profile: 'See your name and profile picture',
  email: 'See your e-mail address',
  offline_access: 'Stay connected while you are not using it',
  [API_SCOPE]: 'Use Adire for you: see your account, favourites, reviews and orders, and make the changes you can make',
};

export interface ConsentPageInput {
  clientName: string;
  scopes: readonly string[];
  /** Where the form posts (the interaction's consent endpoint). */
  action: string;
  csrfToken: string;
  signedInAs?: string;
}

/**
 * The question a third-party application's sign-in asks: who wants what, in plain words, with
 * Allow and Deny. A plain form (no script), so it works in any browser and with any assistive
 * technology; Allow is focused first, and the buttons wrap into full-width rows on narrow screens.
 */
export function consentPage(input: ConsentPageInput): string {
  const name = escapeHtml(input.clientName);
  const items = [...new Set(input.scopes)]
    .filter((scope) => SCOPE_DESCRIPTIONS[scope])
    .map((scope) => `<li>${escapeHtml(SCOPE_DESCRIPTIONS[scope]!)}</li>`)
    .join('');
  const who = input.signedInAs ? `<p>You are signed in as <strong>${escapeHtml(input.signedInAs)}</strong>.</p>` : '';
  return page(
    `Allow ${input.clientName}?`,
    `<h1 id="consent-title">Allow ${name} to use your Adire account?</h1>${who}` +
      `<p id="consent-scopes-label">${name} is asking to:</p><ul aria-labelledby="consent-scopes-label">${items}</ul>` +
      `<form method="post" action="${escapeHtml(input.action)}" aria-labelledby="consent-title">` +
      `<input type="hidden" name="csrf" value="${escapeHtml(input.csrfToken)}">` +
      `<div class="actions"><button type="submit" name="decision" value="allow" autofocus>Allow</button>` +
      `<button type="submit" name="decision" value="deny">Deny</button></div></form>`,
  );
}
