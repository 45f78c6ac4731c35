import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { API_RESOURCE, API_SCOPE, OIDC_SCOPES } from './api-resource.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * Our own web app does not ask the user for consent: the grant simply covers what it requested
 * (OpenID scopes and the API scope). Reuses the session's grant for the same account, else makes one.
 */
export async function grantFirstPartyAccess(
  provider: Provider,
  interaction: Interaction,
  accountId: string,
): Promise<string> {
  const { params, grantId } = interaction;
  const clientId = String(params.client_id);
  const existing =
    grantId && interaction.session?.accountId === accountId ? await provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const requested = String(params.scope ?? '')
    .split(' ')
    .filter(Boolean);
  const oidcScopes = requested.filter((s) => (OIDC_SCOPES as readonly string[]).includes(s));
  if (oidcScopes.length) grant.addOIDCScope(oidcScopes.join(' '));
  if (requested.includes(API_SCOPE)) grant.addResourceScope(API_RESOURCE, API_SCOPE);
  return grant.save();
}

export async function firstPartyResult(
  provider: Provider,
  interaction: Interaction,
  accountId: string,
  remember: boolean,
  amr: string[],
): Promise<InteractionResults> {
  return {
    login: { accountId, remember, amr },
    consent: { grantId: await grantFirstPartyAccess(provider, interaction, accountId) },
  };
}
