/**
 * The OpenID claims of an account, by scope: what the provider puts in ID tokens and answers at
 * userinfo (oidc-provider.ts), and what userinfo answers for API access tokens (userinfo-route.ts).
 */
export const CLAIMS_BY_SCOPE = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name', 'picture'],
} as const;

interface AccountRow {
  id: string;
  email: string;
  emailVerified: Date | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

export function accountClaims(user: AccountRow) {
  return {
    sub: user.id,
    email: user.email,
    email_verified: !!user.emailVerified,
    given_name: user.firstName ?? undefined,
    family_name: user.lastName ?? undefined,
    name: [user.firstName, user.lastName].filter(Boolean).join(' ') || undefined,
    picture: user.avatarUrl ?? undefined,
  };
}

/** The claims `scopes` grant, without empty ones. */
export function claimsForScopes(user: AccountRow, scopes: ReadonlySet<string>): Record<string, unknown> {
  const all: Record<string, unknown> = accountClaims(user);
  const granted: Record<string, unknown> = {};
  for (const [scope, names] of Object.entries(CLAIMS_BY_SCOPE))
    if (scopes.has(scope)) for (const name of names) if (all[name] !== undefined) granted[name] = all[name];
  return granted;
}
