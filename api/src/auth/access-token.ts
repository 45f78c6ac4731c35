import { createLocalJWKSet, errors, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import { API_RESOURCE } from './api-resource.js';
import { accessVersionOf } from './access-version.js';
import { SIGNING_ALG } from './key-store.js';

/** Whom a valid access token speaks for, what it grants, and until when. */
export type TokenSubject = (
  | {
      kind: 'user';
      userId: string;
      /** The account's access version when the token was issued (see access-version.ts). */
      accessVersion: number;
    }
  | { kind: 'client' }
) & {
  /** The client the token was issued to (the web app, a machine client or a third-party application). */
  clientId: string;
  /** The token's `scope` claim: on tokens for the API, the API scopes granted (`api`). */
  scopes: ReadonlySet<string>;
  expiresAt?: Date;
};

export type AccessTokenVerifier = (token: string) => Promise<TokenSubject | null>;

/** An unknown key id reloads the keys at most this often (after a rotation, other processes sign with a new key). */
export const KEY_RELOAD_INTERVAL_MS = 60_000;

/**
 * Verifies access tokens locally against the provider's public keys (no call to the provider):
 * signature, issuer, audience (the API, unless another is named), expiry and the JWT access-token type. RFC 9068: a token
 * from the client-credentials grant has the client as its subject. A token signed with a key this
 * process has not seen makes it reload the published keys (rate limited) and try again.
 */
export function accessTokenVerifier(opts: {
  issuer: string;
  publicKeys: JWK[];
  reloadKeys?: () => Promise<JWK[]>;
  audience?: string;
}): AccessTokenVerifier {
  let keys: JWTVerifyGetKey = createLocalJWKSet({ keys: opts.publicKeys });
  let lastReload = Number.NEGATIVE_INFINITY;
  const verify = (token: string) =>
    jwtVerify(token, keys, {
      issuer: opts.issuer,
      audience: opts.audience ?? API_RESOURCE,
      algorithms: [SIGNING_ALG],
      typ: 'at+jwt',
    });
  const verifyReloadingOnUnknownKey = async (token: string) => {
    try {
      return await verify(token);
    } catch (error) {
      if (
        !(error instanceof errors.JWKSNoMatchingKey) ||
        !opts.reloadKeys ||
        Date.now() - lastReload < KEY_RELOAD_INTERVAL_MS
      )
        throw error;
      lastReload = Date.now();
      keys = createLocalJWKSet({ keys: await opts.reloadKeys() });
      return verify(token);
    }
  };
  return async (token) => {
    try {
      const { payload } = await verifyReloadingOnUnknownKey(token);
      const sub = typeof payload.sub === 'string' ? payload.sub : null;
      const clientId = typeof payload.client_id === 'string' ? payload.client_id : null;
      if (!sub || !clientId) return null;
      const expiresAt = typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined;
      const scopes = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : []);
      if (sub === clientId) return { kind: 'client', clientId, scopes, expiresAt };
      const accessVersion = accessVersionOf(payload);
      return accessVersion === null ? null : { kind: 'user', userId: sub, accessVersion, clientId, scopes, expiresAt };
    } catch {
      return null;
    }
  };
}

/** The token of an `Authorization: Bearer ...` header; undefined when there is no such header. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}
