import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard, built into Node). A stored hash records its own
 * parameters and salt: `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<key base64url>`, so the
 * parameters can be raised later and old hashes still verify (and are flagged for re-hashing).
 */
export interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

/** 2^15 x 8 x 128 bytes = 32 MiB and about 50-100 ms per hash on our machines. */
export const CURRENT_PARAMS: ScryptParams = { log2N: 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.log2N;
  // maxmem must exceed 128 * N * r, or Node refuses; leave headroom.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams = CURRENT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.log2N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![log2N, r, p].every((n) => Number.isInteger(n) && n > 0) || log2N > 24) return null;
  return {
    params: { log2N, r, p },
    salt: Buffer.from(parts[4]!, 'base64url'),
    key: Buffer.from(parts[5]!, 'base64url'),
  };
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with weaker parameters than today's: re-hash after a successful sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { log2N, r, p } = parsed.params;
  return log2N < CURRENT_PARAMS.log2N || r < CURRENT_PARAMS.r || p < CURRENT_PARAMS.p;
}

// A fixed hash to verify against when the account does not exist, so an unknown e-mail address
// takes as long to refuse as a wrong password.
let decoy: Promise<string> | undefined;
export async function spendVerificationTime(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(password, await decoy);
}
