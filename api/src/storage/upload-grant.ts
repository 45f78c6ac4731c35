import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUploadRuleName, type MediaBucket, type UploadRuleName } from '../domain/upload-rules.js';
import { isMediaBucket, isSafeKey } from './object-key.js';

/** Permission to PUT one object once: what, where, how big, which slot's rules, until when. */
export interface UploadGrant {
  bucket: MediaBucket;
  key: string;
  contentType: string;
  size: number;
  rule: UploadRuleName;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * Signs upload grants into URL-safe tokens (payload.hmac) for the local driver's upload endpoint,
 * the local counterpart of an S3 presigned URL. The key is per process: the local driver serves one
 * node, and a grant only lives for minutes.
 */
export class UploadGrantSigner {
  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  sign(grant: UploadGrant): string {
    const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The grant, or null when the token was not signed here, was altered or has expired. */
  verify(token: string, now = Date.now()): UploadGrant | null {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let grant: UploadGrant;
    try {
      grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as UploadGrant;
    } catch {
      return null;
    }
    if (!isMediaBucket(grant.bucket) || !isSafeKey(grant.key) || !isUploadRuleName(grant.rule)) return null;
    if (!Number.isInteger(grant.size) || grant.size < 0 || typeof grant.contentType !== 'string') return null;
    return grant.expiresAt * 1000 > now ? grant : null;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
