import { MEDIA_BUCKETS, type MediaBucket } from '../domain/upload-rules.js';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Keys are relative paths of plain segments: nothing that could climb out of a bucket directory. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe object key: ${JSON.stringify(key)}`);
}

export function isMediaBucket(name: string): name is MediaBucket {
  return (MEDIA_BUCKETS as readonly string[]).includes(name);
}

/** Each segment URL-encoded, slashes kept. */
export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
