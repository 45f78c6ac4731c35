import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_RESOURCE } from '../../src/auth/api-resource.js';
import { SIGNING_ALG, rotateSigningKey } from '../../src/auth/key-store.js';
import { oidcIssuer } from '../../src/auth/oidc-provider.js';
import { SEED_USERS } from '../../../prisma/seed/index.js';
import { signInWithPassword, webClient } from '../support/sign-in.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const HOUR = 3600_000;

describe('signing-key rotation', () => {
  let server: TestServer;
  const shopper = SEED_USERS.find((u) => u.role === 'user')!;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const validate = async (token: string) =>
    (await (
      await fetch(`${server.url}/api/auth/validate`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { valid: boolean; user: { id: string } | null };

  /** An access token shaped like the provider's, signed with `key`. */
  const accessTokenSignedWith = async (key: JWK) =>
    new SignJWT({ client_id: 'adire-web', scope: 'api' })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: 'at+jwt' })
      .setIssuer(oidcIssuer(server.url))
      .setAudience(API_RESOURCE)
      .setSubject(shopper.id)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(await importJWK(key, SIGNING_ALG));

  it('keeps tokens signed with the old key valid, and accepts tokens signed with the new one without a restart', async () => {
    const { tokens } = await signInWithPassword(
      server.url,
      await webClient(server.url),
      shopper.email,
      shopper.password,
    );
    expect(await validate(tokens.access_token)).toMatchObject({ valid: true, user: { id: shopper.id } });

    const { kid, retired } = await rotateSigningKey(server.db.prisma, 24 * HOUR);
    expect(retired).toEqual([]);
    expect(await validate(tokens.access_token)).toMatchObject({ valid: true });

    // Another process, restarted after the rotation, signs with the new key; this one learns it on first sight.
    const newKey = (await server.db.prisma.signingKey.findUniqueOrThrow({ where: { kid } })).jwk as JWK;
    expect(await validate(await accessTokenSignedWith(newKey))).toMatchObject({
      valid: true,
      user: { id: shopper.id },
    });
  });

  it('refuses a token signed with a key that was never published', async () => {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
    const stranger = { ...(await exportJWK(privateKey)), kid: 'not-ours', alg: SIGNING_ALG };
    expect(await validate(await accessTokenSignedWith(stranger))).toEqual({ valid: false, user: null });
  });

  it('retires keys only once they stopped signing longer ago than the retention', async () => {
    const before = await server.db.prisma.signingKey.findMany({ orderBy: { createdAt: 'asc' }, select: { kid: true } });
    expect(before.length).toBeGreaterThanOrEqual(2);
    const later = new Date(Date.now() + 2 * HOUR);
    const { kid, retired } = await rotateSigningKey(server.db.prisma, HOUR, later);
    const after = (await server.db.prisma.signingKey.findMany({ select: { kid: true } })).map((k) => k.kid).sort();
    // The key that signed until now stays for the retention; every older one goes.
    expect(retired.sort()).toEqual(
      before
        .slice(0, -1)
        .map((k) => k.kid)
        .sort(),
    );
    expect(after).toEqual([before.at(-1)!.kid, kid].sort());
  });
});
