import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../src/storage/local-storage.js';
import { S3Storage } from '../../src/storage/s3-storage.js';
import { UploadGrantSigner } from '../../src/storage/upload-grant.js';
import { INCOMING, type ObjectStorage } from '../../src/storage/object-storage.js';
import { MEDIA_BUCKETS } from '../../src/domain/upload-rules.js';
import { S3_INCOMING_BUCKET, S3RVER_CREDENTIALS, startS3Server, type S3TestServer } from '../support/s3-server.js';
import { localKeyLister, s3KeyLister } from '../support/stored-objects.js';

// One contract, two drivers: the local directory and S3 (a real S3 API served by s3rver).

let s3: S3TestServer;
let tmp: string;
const signer = new UploadGrantSigner();
const drivers: Record<'local' | 's3', () => ObjectStorage> = {
  local: () => new LocalStorage({ rootDir: path.join(tmp, 'media'), incomingDir: path.join(tmp, 'incoming'), signer }),
  s3: () =>
    new S3Storage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      credentials: S3RVER_CREDENTIALS,
      forcePathStyle: true,
      incomingBucket: S3_INCOMING_BUCKET,
    }),
};

beforeAll(async () => {
  s3 = await startS3Server();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-contract-'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

describe.each(['local', 's3'] as const)('%s storage', (driver) => {
  let storage: ObjectStorage;
  beforeAll(() => {
    storage = drivers[driver]();
  });

  it('puts bytes and gets them back, with size and type', async () => {
    const bytes = randomBytes(3000);
    await storage.put('brand-assets', 'contract/a/one.png', bytes, 'image/png');
    expect(await storage.exists('brand-assets', 'contract/a/one.png')).toBe(true);
    expect(await storage.stat('brand-assets', 'contract/a/one.png')).toEqual({ size: 3000, contentType: 'image/png' });
    const stored = await storage.get('brand-assets', 'contract/a/one.png');
    expect(stored).toMatchObject({ size: 3000, contentType: 'image/png' });
    expect((await readAll(stored!.body)).equals(bytes)).toBe(true);
    expect((await storage.readHead('brand-assets', 'contract/a/one.png', 16))!.equals(bytes.subarray(0, 16))).toBe(
      true,
    );
    expect((await storage.readHead('brand-assets', 'contract/a/one.png', 10_000))!.equals(bytes)).toBe(true);
  });

  it('streams a file larger than one multipart part intact', async () => {
    const file = path.join(tmp, `${driver}-large.bin`);
    const bytes = randomBytes(9 * 1024 * 1024 + 123);
    fs.writeFileSync(file, bytes);
    await storage.put('product-videos', 'contract/large.mp4', { filePath: file }, 'video/mp4');
    const stored = await storage.get('product-videos', 'contract/large.mp4');
    expect(stored?.size).toBe(bytes.length);
    expect((await readAll(stored!.body)).equals(bytes)).toBe(true);
  });

  it('answers null and false for what is not there, and deletes idempotently', async () => {
    expect(await storage.get('brand-assets', 'contract/missing.png')).toBeNull();
    expect(await storage.stat('brand-assets', 'contract/missing.png')).toBeNull();
    expect(await storage.readHead('brand-assets', 'contract/missing.png', 10)).toBeNull();
    expect(await storage.exists('brand-assets', 'contract/missing.png')).toBe(false);
    await storage.put('hero-images', 'contract/gone.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('hero-images', 'contract/gone.webp');
    expect(await storage.exists('hero-images', 'contract/gone.webp')).toBe(false);
    await storage.delete('hero-images', 'contract/gone.webp');
  });

  it('has stable public URLs per bucket and key', () => {
    const url = storage.publicUrl('spotlight-images', 'main/s1/a.png');
    expect(url).toBe(
      driver === 'local' ? '/media/spotlight-images/main/s1/a.png' : `${s3.endpoint}/spotlight-images/main/s1/a.png`,
    );
    expect(storage.publicUrl('spotlight-images', 'main/s1/a.png')).toBe(url);
  });

  it('keeps the private area apart from every public bucket, without URLs', async () => {
    const bytes = randomBytes(2000);
    const key = 'brand-assets/brands/b1/raw.png';
    await storage.put(INCOMING, key, bytes, 'image/png');
    const stored = await storage.get(INCOMING, key);
    expect((await readAll(stored!.body)).equals(bytes)).toBe(true);
    expect(() => storage.publicUrl(INCOMING as never, key)).toThrow(/No public URL/);
    // Nothing of it is in a public bucket (or, locally, under the directory served at /media).
    const listPublic = driver === 'local' ? localKeyLister(path.join(tmp, 'media')) : s3KeyLister(s3.endpoint);
    for (const bucket of MEDIA_BUCKETS) expect(await listPublic(bucket, '')).not.toContain(key);
    if (driver === 'local') {
      expect(fs.existsSync(path.join(tmp, 'incoming', ...key.split('/')))).toBe(true);
      expect(fs.readdirSync(path.join(tmp, 'media'), { recursive: true }).join('\n')).not.toContain('raw.png');
    } else {
      expect(await s3KeyLister(s3.endpoint)(S3_INCOMING_BUCKET, '')).toContain(key);
    }
    await storage.delete(INCOMING, key);
    expect(await storage.exists(INCOMING, key)).toBe(false);
  });

  it('refuses keys that could leave the bucket', async () => {
    for (const key of ['../escape.png', '/abs.png', 'a/../../b.png']) {
      await expect(storage.put('brand-assets', key, Buffer.from('x'), 'image/png')).rejects.toThrow(
        /Unsafe object key/,
      );
      expect(() => storage.publicUrl('brand-assets', key)).toThrow(/Unsafe object key/);
    }
  });

  it('creates upload URLs bound to a type and size', async () => {
    const target = await storage.createUploadUrl('product-videos', 'contract/direct.mp4', {
      contentType: 'video/mp4',
      size: 5000,
      expiresInSeconds: 60,
      rule: 'brandVideo',
    });
    expect(target.method).toBe('PUT');
    expect(target.headers).toEqual({ 'content-type': 'video/mp4' });
    expect(target.expiresAt.getTime()).toBeGreaterThan(Date.now());
    if (driver === 'local') {
      // The API endpoint that honours it is tested over HTTP (brand-media tests).
      expect(target.url).toMatch(/^\/media-upload\/[\w-]+\.[\w-]+$/);
      expect(signer.verify(target.url.split('/').pop()!)).toMatchObject({
        bucket: 'product-videos',
        key: 'contract/direct.mp4',
        size: 5000,
        contentType: 'video/mp4',
        rule: 'brandVideo',
      });
      return;
    }
    // The store refuses another size or type because both are signed (s3rver does not check v4
    // signatures, so the completing mutation checks the size as well).
    expect(new URL(target.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    const body = randomBytes(5000);
    const put = await fetch(target.url, { method: 'PUT', headers: target.headers, body });
    expect(put.status).toBe(200);
    const fetched = await fetch(storage.publicUrl('product-videos', 'contract/direct.mp4'));
    expect(Buffer.from(await fetched.arrayBuffer()).equals(body)).toBe(true);
  });
});

describe('S3 upload URLs', () => {
  it('are signed for the address browsers reach when it differs from the API endpoint', async () => {
    const s = new S3Storage({
      endpoint: 'http://storage:9000',
      uploadEndpoint: 'http://localhost:9000',
      region: 'us-east-1',
      credentials: S3RVER_CREDENTIALS,
      forcePathStyle: true,
      incomingBucket: S3_INCOMING_BUCKET,
    });
    const target = await s.createUploadUrl('product-videos', 'brands/b/v.mp4', {
      contentType: 'video/mp4',
      size: 10,
      expiresInSeconds: 60,
      rule: 'brandVideo',
    });
    expect(target.url).toMatch(/^http:\/\/localhost:9000\/product-videos\/brands\/b\/v\.mp4\?/);
  });
});

describe('S3 public URLs', () => {
  const base = { region: 'eu-west-1', credentials: S3RVER_CREDENTIALS, incomingBucket: S3_INCOMING_BUCKET };
  it('use S3_PUBLIC_URL (a CDN or the public store address) when set', () => {
    const s = new S3Storage({
      ...base,
      endpoint: 'http://storage:9000',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/',
    });
    expect(s.publicUrl('brand-assets', 'brands/b/a.png')).toBe('https://cdn.example.com/brand-assets/brands/b/a.png');
  });
  it('otherwise follow the addressing style of the endpoint, or AWS', () => {
    expect(
      new S3Storage({ ...base, endpoint: 'http://storage:9000', forcePathStyle: true }).publicUrl(
        'brand-assets',
        'a.png',
      ),
    ).toBe('http://storage:9000/brand-assets/a.png');
    expect(
      new S3Storage({ ...base, endpoint: 'https://s3.example.com', forcePathStyle: false }).publicUrl(
        'brand-assets',
        'a.png',
      ),
    ).toBe('https://brand-assets.s3.example.com/a.png');
    expect(new S3Storage({ ...base, forcePathStyle: false }).publicUrl('brand-assets', 'a.png')).toBe(
      'https://brand-assets.s3.eu-west-1.amazonaws.com/a.png',
    );
  });
});
