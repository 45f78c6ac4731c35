import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';

// The few pages oidc-provider itself renders (sign-out, errors). They load nothing from other hosts.

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Adire</title>` +
  `<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#222;line-height:1.5}a,button{font:inherit}button{padding:.5rem 1rem}` +
  `button{min-height:44px;border:2px solid #222;border-radius:.375rem;cursor:pointer}button[value=allow]{background:#222;color:#fff}button[value=deny]{background:#fff;color:#222}` +
  `:focus-visible{outline:3px solid #b45309;outline-offset:2px}.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}.actions button{flex:1 1 10rem}</style></head><body><main>${body}</main></body></html>`;

/** Lets one inline script run under the app's Content-Security-Policy by adding its hash to script-src. */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const csp = ctx.response.get('content-security-policy');
  if (!csp) return;
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const directives = csp
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const index = directives.findIndex((d) => d.startsWith('script-src '));
  if (index >= 0) directives[index] = `${directives[index]} ${hash}`;
  else directives.push(`script-src 'self' ${hash}`);
  ctx.set('content-security-policy', directives.join('; '));
}

const SUBMIT_LOGOUT = `(function(){var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();`;

/** Signing out of our own site needs no "are you sure": the form posts itself (a button covers no-script browsers). */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  allowInlineScript(ctx, SUBMIT_LOGOUT);
  ctx.type = 'html';
  ctx.body = page(
    'Signing out',
    `<p>Signing you out…</p>${form}<noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></noscript><script>${SUBMIT_LOGOUT}</script>`,
  );
}

export function postLogoutPage(loginUrl: string) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    ctx.type = 'html';
    ctx.body = page(
      'Signed out',
      `<h1>You are signed out</h1><p><a href="${escapeHtml(loginUrl)}">Sign in again</a></p>`,
    );
  };
}

/** Errors the provider cannot send back to the client (e.g. an unknown redirect address). */
export function errorPage(loginUrl: string) {
  return async (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }): Promise<void> => {
    if (ctx.accepts('html', 'json') === 'json') {
      ctx.type = 'json';
      ctx.body = out;
      return;
    }
    ctx.type = 'html';
    ctx.body = page(
      'Sign-in problem',
      `<h1>We could not sign you in</h1><p>${escapeHtml(out.error_description ?? out.error)}</p><p><a href="${escapeHtml(loginUrl)}">Back to sign in</a></p>`,
    );
  };
}
