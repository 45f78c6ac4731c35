import { createHmac, timingSafeEqual } from 'node:crypto';
import type Provider from 'oidc-provider';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

interface ConsentDetails {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

/** The scopes the consent page asks about: those the client requested and the user has not granted yet. */
export function scopesToConsent(interaction: Interaction): string[] {
  const details = interaction.prompt.details as ConsentDetails;
  return [...(details.missingOIDCScope ?? []), ...Object.values(details.missingResourceScopes ?? {}).flat()];
}

/** After Allow: the grant covers what the consent page showed (added to the user's earlier grant for this client). */
export async function grantConsentedAccess(provider: Provider, interaction: Interaction): Promise<string> {
  const accountId = interaction.session!.accountId;
  const clientId = String(interaction.params.client_id);
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const details = interaction.prompt.details as ConsentDetails;
  if (details.missingOIDCScope?.length) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims?.length) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '));
  return grant.save();
}

/**
 * The consent form's anti-forgery token: an HMAC of the interaction (and the browser session it
 * belongs to) with the provider's cookie key, so only the page the provider served can post it.
 * The interaction cookie is SameSite=Lax as well, so a cross-site post does not find the interaction.
 */
export function consentCsrfToken(keys: readonly string[], interaction: Interaction): string {
  return sign(keys[0]!, interaction);
}

export function consentCsrfTokenMatches(
  keys: readonly string[],
  interaction: Interaction,
  presented: unknown,
): boolean {
  if (typeof presented !== 'string') return false;
  const given = Buffer.from(presented);
  return keys.some((key) => {
    const expected = Buffer.from(sign(key, interaction));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

const sign = (key: string, interaction: Interaction) =>
  createHmac('sha256', key)
    .update(`consent:${interaction.uid}:${interaction.session?.uid ?? ''}`)
    .digest('base64url');
