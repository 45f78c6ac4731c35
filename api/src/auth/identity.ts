import type Provider from 'oidc-provider';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Mailer } from '../mail/mailer.js';
import { accessTokenVerifier, type AccessTokenVerifier } from './access-token.js';
import { userinfoAudience } from './userinfo-audience.js';
import { AccountService } from './accounts.js';
import { loadOrCreateKeys, loadPublicKeys } from './key-store.js';
import { LoginThrottle, type ThrottleLimits } from './login-throttle.js';
import { deleteExpiredOidcPayloads } from './oidc-adapter.js';
import { createOidcProvider, oidcIssuer } from './oidc-provider.js';
import { principalResolver, type PrincipalResolver } from './request-principal.js';
import { deleteStaleAccountTokens } from './account-tokens.js';
import { deleteStaleSignInCodes } from './sign-in-codes.js';
import { logger } from '../log/logger.js';

export interface IdentityOptions {
  prisma: PrismaClient;
  mailer: Mailer;
  publicUrl: string;
  webUrl: string;
  /** Accept the Vite dev server as a sign-in origin. */
  devServer: boolean;
  throttle: ThrottleLimits;
  mountPath?: string;
}

export interface Identity {
  provider: Provider;
  issuer: string;
  resolvePrincipal: PrincipalResolver;
  /** Verifies access tokens presented at userinfo (userinfo-route.ts). */
  verifyUserinfoToken: AccessTokenVerifier;
  accounts: AccountService;
  throttle: LoginThrottle;
  /** Cookie-signing secrets shared by every API process; the first signs, all verify. */
  cookieKeys: readonly string[];
  stop(): void;
}

const CLEANUP_INTERVAL_MS = 10 * 60_000;

/** Everything sign-in needs, wired once per process: keys, provider, token verification, accounts. */
export async function createIdentity(opts: IdentityOptions): Promise<Identity> {
  const mountPath = opts.mountPath ?? '/oidc';
  const keys = await loadOrCreateKeys(opts.prisma);
  const issuer = oidcIssuer(opts.publicUrl, mountPath);
  const provider = createOidcProvider({
    prisma: opts.prisma,
    keys,
    publicUrl: opts.publicUrl,
    webUrl: opts.webUrl,
    devServer: opts.devServer,
    mountPath,
  });
  const throttle = new LoginThrottle(opts.prisma, opts.throttle);

  const cleanup = setInterval(() => {
    Promise.all([
      deleteExpiredOidcPayloads(opts.prisma),
      throttle.prune(),
      deleteStaleAccountTokens(opts.prisma),
      deleteStaleSignInCodes(opts.prisma),
    ]).catch((err) => logger.error({ err }, 'identity cleanup failed'));
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();

  const verifierFor = (audience?: string) =>
    accessTokenVerifier({
      issuer,
      audience,
      publicKeys: keys.publicKeys,
      reloadKeys: () => loadPublicKeys(opts.prisma),
    });

  return {
    provider,
    issuer,
    resolvePrincipal: principalResolver(opts.prisma, verifierFor()),
    verifyUserinfoToken: verifierFor(userinfoAudience(issuer)),
    accounts: new AccountService(opts.prisma, opts.mailer, opts.webUrl),
    throttle,
    cookieKeys: keys.cookieKeys,
    stop: () => clearInterval(cleanup),
  };
}
