import fs from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';
import { MEDIA_BUCKETS } from '../../src/domain/upload-rules.js';
import { JOBS_SCHEMA } from '../../src/jobs/job-queue.js';
import { processImageJob } from '../../src/storage/process-image-job.js';
import { makeStoredFiles, recordStoredFiles } from '../../src/storage/process-image.js';
import { startTestServer, type TestServer } from './test-server.js';
import { startS3Server, type S3TestServer } from './s3-server.js';
import { bearer, signInWithPassword, webClient } from './sign-in.js';
import { incomingKeyLister, localKeyLister, s3KeyLister, type KeyLister } from './stored-objects.js';
import { png } from './media-fixtures.js';

const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

/** A PNG whose header says `width`×`height` (pixels it does not hold): refused from the header alone. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG with a sound header whose image data is garbage: it passes the request's checks, not decoding. */
async function undecodablePng(): Promise<Buffer> {
  const bytes = await png(300, 200);
  const idat = bytes.indexOf('IDAT', 0, 'latin1');
  for (let i = idat + 20; i < Math.min(bytes.length - 20, idat + 400); i += 1) bytes[i] = (i * 7919) & 0xff;
  return bytes;
}

/**
 * Image uploads with the job visible: a server that only queues jobs (JOBS_WORKER=off) and answers at
 * once (JOBS_WAIT_SECONDS=0), so each test sees the upload while it is processed and then lets a
 * worker (the real queue) or the job's own steps run. Against one storage driver.
 */
export function imageProcessingSuite(driver: 'local' | 's3') {
  describe(`image processing off the request path (${driver} storage)`, () => {
    let server: TestServer;
    let s3: S3TestServer | undefined;
    let listKeys: KeyLister;
    let listIncoming: (prefix?: string) => Promise<string[]>;
    let brandAdminToken: string;
    let superAdminToken: string;
    const brandId = BRAND_ADMIN_BRAND_IDS[0]!;
    let otherBrandId: string;
    /** The first upload, processed once the worker starts. */
    let waiting: { storagePath: string; url: string };
    let worker: Promise<void> | undefined;
    /** The server's worker for image jobs, from the first test that needs it on. */
    const startWorker = () => (worker ??= server.startWorker([processImageJob]));

    beforeAll(async () => {
      if (driver === 's3') s3 = await startS3Server();
      server = await startTestServer({ env: { ...(s3?.env ?? {}), JOBS_WORKER: 'off', JOBS_WAIT_SECONDS: '0' } });
      listKeys = s3 ? s3KeyLister(s3.endpoint) : localKeyLister(server.mediaDir);
      listIncoming = incomingKeyLister(server, s3);
      const client = await webClient(server.url);
      const signIn = async (role: string) => {
        const user = SEED_USERS.find((u) => u.role === role)!;
        return (await signInWithPassword(server.url, client, user.email, user.password)).tokens.access_token;
      };
      brandAdminToken = await signIn('brand_admin');
      superAdminToken = await signIn('super_admin');
      otherBrandId = (
        await server.db.prisma.brand.findFirstOrThrow({ where: { id: { notIn: [...BRAND_ADMIN_BRAND_IDS] } } })
      ).id;
    });
    afterAll(async () => {
      await server?.close();
      await s3?.close();
    });

    const absolute = (url: string) => new URL(url, server.url).toString();
    const UPLOAD = /* GraphQL */ `
      mutation Upload($input: UploadBrandImageInput!) {
        uploadBrandImage(input: $input) {
          image {
            storagePath
            url
            width
            height
            processing
            failed
            srcSet
            variants {
              url
              width
            }
          }
          brand {
            primaryImage {
              url
              processing
            }
          }
        }
      }
    `;
    const REMOVE = /* GraphQL */ `
      mutation Remove($input: RemoveBrandImageInput!) {
        removeBrandImage(input: $input) {
          brand {
            id
          }
        }
      }
    `;
    const GALLERY = /* GraphQL */ `
      query Gallery($id: ID!) {
        brand(id: $id) {
          images {
            storagePath
            url
            processing
            failed
            srcSet
            variants {
              url
              width
            }
          }
        }
      }
    `;
    const STATE = /* GraphQL */ `
      query State($url: String!) {
        responsiveImage(url: $url) {
          processing
          failed
          srcSet
        }
      }
    `;
    const upload = async (bytes: Buffer, name: string, owner = brandId, token = brandAdminToken) =>
      server.graphql(
        UPLOAD,
        { input: { brandId: encodeGlobalID('Brand', owner), file: fileOf(bytes, name, 'image/png') } },
        bearer(token),
      );
    const remove = (storagePath: string, owner = brandId) =>
      server.graphql(REMOVE, { input: { brandId: owner, storagePath } }, bearer(brandAdminToken));
    const row = (storagePath: string) =>
      server.db.prisma.mediaObject.findUnique({
        where: { bucket_key: { bucket: 'brand-assets', key: storagePath } },
        select: { state: true, variants: true },
      });
    const stemOf = (storagePath: string) => storagePath.replace(/\.\w+$/, '');
    const storedUnder = async (storagePath: string) =>
      (await listKeys('brand-assets', path.posix.dirname(storagePath) + '/')).filter((k) =>
        k.startsWith(stemOf(storagePath)),
      );
    const jobOf = async (storagePath: string) =>
      (
        await server.db.prisma.$queryRawUnsafe<{ id: string; state: string; retry_count: number }[]>(
          `SELECT id, state::text, retry_count FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND data->>'key' = $2`,
          processImageJob.name,
          storagePath,
        )
      )[0];

    it('answers at once while processing; the upload waits where no public URL reaches it', async () => {
      const { body } = await upload(await png(900, 600), 'look.png');
      expect(body.errors).toBeUndefined();
      const image = body.data.uploadBrandImage.image;
      waiting = image;
      expect(image).toMatchObject({
        width: 900,
        height: 600,
        processing: true,
        failed: false,
        srcSet: null,
        variants: [],
      });
      expect((await row(image.storagePath))?.state).toBe('processing');
      expect(await jobOf(image.storagePath)).toMatchObject({ state: 'created' });

      // Nothing is public yet: not at the image's URL, not in any public bucket, not by any public URL.
      expect((await fetch(absolute(image.url))).status).toBeGreaterThanOrEqual(400);
      const privateKey = `brand-assets/${image.storagePath}`;
      expect(await listIncoming()).toContain(privateKey);
      for (const bucket of MEDIA_BUCKETS) {
        expect(await listKeys(bucket, '')).not.toContain(image.storagePath);
        expect(await listKeys(bucket, '')).not.toContain(privateKey);
        const res = await fetch(absolute(server.storage.publicUrl(bucket, privateKey)));
        expect(res.status, bucket).toBeGreaterThanOrEqual(400);
      }
      if (driver === 'local') {
        expect(path.relative(server.mediaDir, server.incomingDir).startsWith('..')).toBe(true);
        // Climbing out of /media does not reach it either (whatever answers, it is not the image).
        for (const tricky of [`/media/..%2Fincoming%2F${privateKey}`, `/media/%2e%2e/incoming/${privateKey}`]) {
          const res = await fetch(`${server.url}${tricky}`);
          expect(res.headers.get('content-type') ?? '', tricky).not.toMatch(/^image\//);
        }
      }
      expect(JSON.stringify(body)).not.toMatch(/incoming/);
      // What a client asks again meanwhile.
      const asked = await server.graphql(STATE, { url: image.url });
      expect(asked.body.data.responsiveImage).toEqual({ processing: true, failed: false, srcSet: null });
    });

    it('leaves nothing behind when the image is removed before its job runs', async () => {
      const { body } = await upload(await png(500, 400), 'gone.png');
      const { storagePath } = body.data.uploadBrandImage.image;
      expect(await listIncoming()).toContain(`brand-assets/${storagePath}`);
      expect((await remove(storagePath)).body.errors).toBeUndefined();
      expect(await row(storagePath)).toBeNull();
      expect(await listIncoming()).not.toContain(`brand-assets/${storagePath}`);
      // Its job stays queued; when the worker runs it (below) it finds nothing to do.
      expect(await jobOf(storagePath)).toMatchObject({ state: 'created' });
    });

    it('leaves nothing behind when the image is removed while its job runs', async () => {
      const { body } = await upload(await png(700, 500), 'midway.png');
      const { storagePath } = body.data.uploadBrandImage.image;
      const target = { bucket: 'brand-assets' as const, key: storagePath };
      // The job's first step: the stored files are made and written...
      const made = await makeStoredFiles(server.storage, target, 'image/png');
      expect(await storedUnder(storagePath)).toHaveLength(1 + made.variants.length);
      // ...the image is removed meanwhile...
      expect((await remove(storagePath)).body.errors).toBeUndefined();
      // ...and the second step finds no row: it removes what the first made.
      expect(await recordStoredFiles({ prisma: server.db.prisma, storage: server.storage }, made)).toBe('released');
      expect(await storedUnder(storagePath)).toEqual([]);
      expect(await listIncoming()).not.toContain(`brand-assets/${storagePath}`);
    });

    it('stores the original and variants once a worker runs the job, and the image reads ready', async () => {
      await startWorker();
      await vi.waitFor(async () => expect((await row(waiting.storagePath))?.state).toBe('ready'), {
        timeout: 30_000,
        interval: 100,
      });
      const { body } = await server.graphql(GALLERY, { id: brandId });
      const image = body.data.brand.images.find((i: { storagePath: string }) => i.storagePath === waiting.storagePath);
      expect(image).toMatchObject({ url: waiting.url, processing: false, failed: false });
      expect(image.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 900]);
      expect((await fetch(absolute(image.url))).status).toBe(200);
      for (const variant of image.variants) expect((await fetch(absolute(variant.url))).status).toBe(200);
      expect((await server.graphql(STATE, { url: image.url })).body.data.responsiveImage).toEqual({
        processing: false,
        failed: false,
        srcSet: image.srcSet,
      });
      // Any other address answers as a linked image.
      expect((await server.graphql(STATE, { url: 'https://img.example/a.png' })).body.data.responsiveImage).toEqual({
        processing: false,
        failed: false,
        srcSet: null,
      });

      // Every queued job has run, the released images' included, and nothing else is left anywhere.
      await vi.waitFor(async () => expect(await server.jobs.unfinished([processImageJob])).toBe(0), {
        timeout: 30_000,
        interval: 100,
      });
      expect(await listIncoming()).toEqual([]);
      const stem = stemOf(waiting.storagePath);
      expect(await listKeys('brand-assets', `brands/${brandId}/`)).toEqual(
        [waiting.storagePath, ...[320, 640, 900].flatMap((w) => [`${stem}-w${w}.avif`, `${stem}-w${w}.webp`])].sort(),
      );
    });

    it('marks an upload that passes the checks but does not decode as failed, keeping nothing', async () => {
      await startWorker();
      const { body } = await upload(await undecodablePng(), 'broken.png');
      expect(body.errors).toBeUndefined();
      const { storagePath } = body.data.uploadBrandImage.image;
      await vi.waitFor(async () => expect((await row(storagePath))?.state).toBe('failed'), {
        timeout: 30_000,
        interval: 100,
      });
      const { body: read } = await server.graphql(GALLERY, { id: brandId });
      expect(read.data.brand.images.find((i: { storagePath: string }) => i.storagePath === storagePath)).toMatchObject({
        processing: false,
        failed: true,
        variants: [],
      });
      // Not retried: it would not decode the next time either.
      expect(await jobOf(storagePath)).toMatchObject({ state: 'completed', retry_count: 0 });
      expect(await storedUnder(storagePath)).toEqual([]);
      expect(await listIncoming()).toEqual([]);
      expect((await remove(storagePath)).body.errors).toBeUndefined();
    });

    it('refuses an image with more pixels than can be processed, from its header, keeping nothing', async () => {
      const before = await server.db.prisma.mediaObject.count();
      const { body } = await upload(pngClaiming(20_000, 20_000), 'huge.png');
      expect(body.errors?.[0]).toMatchObject({
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: {
            file: 'Brand image has too many pixels: it can be at most 16383 × 16383 pixels (268 megapixels).',
          },
        },
      });
      expect(await server.db.prisma.mediaObject.count()).toBe(before);
      expect(await listIncoming()).toEqual([]);
      expect(await sharp(pngClaiming(20_000, 20_000), { limitInputPixels: false }).metadata()).toMatchObject({
        width: 20_000,
        height: 20_000,
      });
    });

    if (driver === 'local')
      it('retries a job whose storage failed, and completes it once', async () => {
        // The brand's folder cannot be made while a file stands in its place: writing the files fails.
        const folder = path.join(server.mediaDir, 'brand-assets', 'brands', otherBrandId);
        fs.mkdirSync(path.dirname(folder), { recursive: true });
        fs.writeFileSync(folder, 'not a folder');
        await startWorker();
        const { body } = await upload(await png(640, 480), 'retry.png', otherBrandId, superAdminToken);
        expect(body.errors).toBeUndefined();
        const { storagePath } = body.data.uploadBrandImage.image;
        await vi.waitFor(async () => expect(await jobOf(storagePath)).toMatchObject({ state: 'retry' }), {
          timeout: 30_000,
          interval: 100,
        });
        expect((await row(storagePath))?.state).toBe('processing');
        expect(await listIncoming()).toEqual([`brand-assets/${storagePath}`]);

        fs.rmSync(folder);
        // The retry comes due now instead of in 20 s.
        await server.db.prisma.$executeRawUnsafe(
          `UPDATE ${JOBS_SCHEMA}.job SET start_after = now() WHERE id = $1`,
          (await jobOf(storagePath))!.id,
        );
        await vi.waitFor(async () => expect(await jobOf(storagePath)).toMatchObject({ state: 'completed' }), {
          timeout: 30_000,
          interval: 100,
        });
        expect(await jobOf(storagePath)).toMatchObject({ retry_count: 1 });
        const recorded = await row(storagePath);
        expect(recorded?.state).toBe('ready');
        const stem = stemOf(storagePath);
        const variants = [320, 640].flatMap((w) => [`${stem}-w${w}.avif`, `${stem}-w${w}.webp`]);
        expect(await listKeys('brand-assets', `brands/${otherBrandId}/`)).toEqual([storagePath, ...variants].sort());
        expect((recorded?.variants as { key: string }[]).map((v) => v.key)).toEqual(variants);
        expect(await listIncoming()).toEqual([]);
      });
  });
}
