import { describe, expect, it } from 'vitest';
import { UploadGrantSigner, type UploadGrant } from './upload-grant.js';
import { encodeKey, isSafeKey } from './object-key.js';

const grant = (over: Partial<UploadGrant> = {}): UploadGrant => ({
  bucket: 'product-videos',
  key: 'brands/b1/v.mp4',
  contentType: 'video/mp4',
  size: 1000,
  rule: 'brandVideo',
  expiresAt: Math.floor(Date.now() / 1000) + 60,
  ...over,
});

describe('upload grants', () => {
  const signer = new UploadGrantSigner();

  it('round-trips a grant', () => {
    expect(signer.verify(signer.sign(grant()))).toEqual(grant());
  });

  it('refuses altered, foreign, expired and malformed tokens', () => {
    const token = signer.sign(grant());
    const [payload, mac] = token.split('.');
    const altered = Buffer.from(JSON.stringify(grant({ size: 10 ** 9 }))).toString('base64url');
    expect(signer.verify(`${altered}.${mac}`)).toBeNull();
    expect(new UploadGrantSigner().verify(token)).toBeNull();
    expect(signer.verify(signer.sign(grant({ expiresAt: Math.floor(Date.now() / 1000) - 1 })))).toBeNull();
    expect(signer.verify(`${payload}`)).toBeNull();
    expect(signer.verify(`${token}.x`)).toBeNull();
    expect(signer.verify('')).toBeNull();
  });

  it('refuses grants for unknown buckets, unsafe keys or unknown slots even when signed', () => {
    expect(signer.verify(signer.sign(grant({ bucket: 'secrets' as never })))).toBeNull();
    expect(signer.verify(signer.sign(grant({ key: '../pglite/base' })))).toBeNull();
    expect(signer.verify(signer.sign(grant({ rule: 'anything' as never })))).toBeNull();
  });
});

describe('object keys', () => {
  it('accepts relative paths of plain segments only', () => {
    expect(isSafeKey('brands/b1/x-w320.webp')).toBe(true);
    for (const key of ['', '/abs', 'a/../b', '..', 'a//b', 'a/.hidden', 'a\\b', 'a b', 'x'.repeat(513)])
      expect(isSafeKey(key), key).toBe(false);
  });

  it('encodes each segment for URLs', () => {
    expect(encodeKey('brands/b1/a.png')).toBe('brands/b1/a.png');
  });
});
