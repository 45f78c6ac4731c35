import sharp from 'sharp';
import exifReader from 'exif-reader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../../prisma/seed/index.js';
import { startTestServer, type TestServer } from './test-server.js';
import { startS3Server, type S3TestServer } from './s3-server.js';
import { bearer, signInWithPassword, webClient } from './sign-in.js';
import { graphqlMultipart } from './multipart.js';
import { localKeyLister, s3KeyLister, type KeyLister } from './stored-objects.js';
import { MB } from '../../src/domain/upload-rules.js';
import { mp4, noisyPng, png, text } from './media-fixtures.js';
import { EXIF_ARTIST, metadataBlocks, pngWithTextChunks, sidewaysJpegWithGps, webpWithExif } from './image-metadata.js';
import { imageProcessingSuite } from './image-processing-suite.js';

/**
 * Brand image and video uploads over HTTP, as the studio sends them, against one storage driver:
 * real multipart requests, real files, and a look into the store afterwards.
 */
const blobOf = (bytes: Uint8Array, type: string) => new Blob([new Uint8Array(bytes)], { type });
const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

/** A PNG with texture and gradients, so encoders compare on it as they would on a photograph. */
async function photoLikePng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const grain = ((x * 7919 + y * 104729) ^ (x * y)) % 61;
      raw[i] = ((x * 255) / width + grain) % 256;
      raw[i + 1] = ((y * 255) / height + grain) % 256;
      raw[i + 2] = 96 + ((x ^ y) % 64);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .png()
    .toBuffer();
}

export function brandMediaSuite(driver: 'local' | 's3') {
  let server: TestServer;
  let s3: S3TestServer | undefined;
  let listKeys: KeyLister;
  let brandAdminToken: string;
  let superAdminToken: string;
  const ownBrandId = BRAND_ADMIN_BRAND_IDS[0]!;
  let otherBrandId: string;

  beforeAll(async () => {
    if (driver === 's3') s3 = await startS3Server();
    server = await startTestServer({ env: s3?.env ?? {} });
    listKeys = s3 ? s3KeyLister(s3.endpoint) : localKeyLister(server.mediaDir);
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
  const brandKeys = (bucket: string, brandId: string) => listKeys(bucket, `brands/${brandId}/`);
  const counts = async (brandId: string) => ({
    images: await server.db.prisma.brandImage.count({ where: { brandId } }),
    media: await server.db.prisma.mediaObject.count(),
    keys: (await brandKeys('brand-assets', brandId)).length,
  });

  const UPLOAD_IMAGE = /* GraphQL */ `
    mutation Upload($input: UploadBrandImageInput!) {
      uploadBrandImage(input: $input) {
        brand {
          id
          image
          imageSrcSet
          primaryImage {
            url
            srcSet
            width
            height
            variants {
              url
              width
              height
              format
            }
            sources {
              type
              srcSet
            }
          }
          images {
            storagePath
            url
            displayOrder
          }
        }
        image {
          storagePath
          url
          width
          height
          displayOrder
          processing
          failed
          srcSet
          variants {
            url
            width
            height
            format
          }
        }
      }
    }
  `;
  const uploadImage = (brandId: string, file: Blob, token = brandAdminToken) =>
    server.graphql(
      UPLOAD_IMAGE,
      { input: { brandId: encodeGlobalID('Brand', brandId), file } },
      token ? bearer(token) : {},
    );

  const BRAND = /* GraphQL */ `
    query Brand($id: ID!) {
      brand(id: $id) {
        image
        imageSrcSet
        primaryImage {
          url
          srcSet
          variants {
            width
          }
          sources {
            type
            srcSet
          }
        }
        videoUrl
        images {
          storagePath
          url
          srcSet
          variants {
            width
          }
        }
      }
    }
  `;

  describe(`brand images (${driver} storage)`, () => {
    it('stores a PNG with webp variants at the web widths, never upscaled, and lists it in the gallery', async () => {
      const before = await server.db.prisma.brandImage.aggregate({
        where: { brandId: ownBrandId },
        _max: { displayOrder: true },
      });
      const original = await png(1200, 800);
      const { status, body } = await uploadImage(ownBrandId, fileOf(original, 'look.png', 'image/png'));
      expect(body.errors).toBeUndefined();
      expect(status).toBe(200);

      const image = body.data.uploadBrandImage.image;
      expect(image.storagePath).toMatch(new RegExp(`^brands/${ownBrandId}/[0-9a-f-]{36}\\.png$`));
      // A photo this size is processed while the request waits: the answer is ready, as before.
      expect(image).toMatchObject({
        width: 1200,
        height: 800,
        displayOrder: (before._max.displayOrder ?? 0) + 1,
        processing: false,
        failed: false,
      });
      expect(image.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1200]);
      expect(image.srcSet).toBe(
        image.variants.map((v: { url: string; width: number }) => `${v.url} ${v.width}w`).join(', '),
      );
      expect(body.data.uploadBrandImage.brand.images.map((i: { storagePath: string }) => i.storagePath)).toContain(
        image.storagePath,
      );

      // The original and every variant are in the store and served at their public URLs.
      const stem = image.storagePath.replace(/\.png$/, '');
      expect(await brandKeys('brand-assets', ownBrandId)).toEqual(
        expect.arrayContaining([image.storagePath, ...[320, 640, 960, 1200].map((w) => `${stem}-w${w}.webp`)]),
      );
      const served = await fetch(absolute(image.url));
      expect(served.status).toBe(200);
      // The stored original is made from the upload: the same pixels, as a PNG without metadata.
      const storedOriginal = Buffer.from(await served.arrayBuffer());
      expect(metadataBlocks(storedOriginal)).toEqual([]);
      const [storedPixels, uploadedPixels] = await Promise.all(
        [storedOriginal, original].map((b) => sharp(b).raw().toBuffer({ resolveWithObject: true })),
      );
      expect(storedPixels.info).toMatchObject({ format: 'raw', width: 1200, height: 800 });
      expect(storedPixels.data.equals(uploadedPixels.data)).toBe(true);
      for (const variant of image.variants) {
        expect(variant.format).toBe('webp');
        const res = await fetch(absolute(variant.url));
        expect(res.status, variant.url).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
        expect(variant.height).toBe(Math.round((800 * variant.width) / 1200));
      }
    });

    it('stores AVIF variants at the same widths beside the webp ones, smaller, and offers them first', async () => {
      const original = await photoLikePng(1000, 700);
      const { body } = await uploadImage(ownBrandId, fileOf(original, 'photo.png', 'image/png'));
      expect(body.errors).toBeUndefined();
      const image = body.data.uploadBrandImage.image;
      const stem = image.storagePath.replace(/\.png$/, '');
      const widths = [320, 640, 960, 1000];
      expect(await brandKeys('brand-assets', ownBrandId)).toEqual(
        expect.arrayContaining(widths.flatMap((w) => [`${stem}-w${w}.avif`, `${stem}-w${w}.webp`])),
      );

      for (const width of widths) {
        const webpUrl = image.variants.find((v: { width: number }) => v.width === width).url as string;
        const avif = await fetch(absolute(webpUrl.replace(/\.webp$/, '.avif')));
        expect(avif.status).toBe(200);
        expect(avif.headers.get('content-type')).toBe('image/avif');
        const avifBytes = Buffer.from(await avif.arrayBuffer());
        const meta = await sharp(avifBytes).metadata();
        expect(meta).toMatchObject({
          format: 'heif',
          compression: 'av1',
          width,
          height: Math.round((700 * width) / 1000),
        });
        const webpBytes = (await (await fetch(absolute(webpUrl))).arrayBuffer()).byteLength;
        expect(avifBytes.length, `${width}w`).toBeLessThan(webpBytes);
      }

      const row = await server.db.prisma.mediaObject.findFirstOrThrow({ where: { key: image.storagePath } });
      const recorded = row.variants as { format: string; width: number }[];
      expect(recorded.filter((v) => v.format === 'avif').map((v) => v.width)).toEqual(widths);
      expect(recorded.filter((v) => v.format === 'webp').map((v) => v.width)).toEqual(widths);
      // The variant lists stay webp for the clients that build their srcset from them.
      expect(image.variants.every((v: { format: string }) => v.format === 'webp')).toBe(true);
    });

    it('keeps uploads stored before AVIF (webp-only variant rows) working, with a webp source only', async () => {
      const { body } = await uploadImage(ownBrandId, blobOf(await png(700, 500), 'image/png'));
      const image = body.data.uploadBrandImage.image;
      const row = await server.db.prisma.mediaObject.findFirstOrThrow({ where: { key: image.storagePath } });
      // The rows written then: webp variants only, some without a format.
      const webpOnly = (row.variants as { format: string }[])
        .filter((v) => v.format === 'webp')
        .map(({ format: _format, ...rest }) => rest);
      await server.db.prisma.mediaObject.update({ where: { id: row.id }, data: { variants: webpOnly } });
      await server.db.prisma.brand.update({
        where: { id: ownBrandId },
        data: { image: image.url, imageMediaId: row.id },
      });

      const { body: read } = await server.graphql(BRAND, { id: ownBrandId });
      expect(read.errors).toBeUndefined();
      expect(read.data.brand.primaryImage).toEqual({
        url: image.url,
        srcSet: image.srcSet,
        variants: [{ width: 320 }, { width: 640 }, { width: 700 }],
        sources: [{ type: 'image/webp', srcSet: image.srcSet }],
      });
    });

    it('makes the first upload the main image of a brand without one, with a srcset', async () => {
      await server.db.prisma.brand.update({ where: { id: ownBrandId }, data: { image: null, imageMediaId: null } });
      const { body } = await uploadImage(ownBrandId, blobOf(await png(2000, 1000), 'image/png'));
      expect(body.errors).toBeUndefined();
      const { brand, image } = body.data.uploadBrandImage;
      expect(brand.image).toBe(image.url);
      expect(brand.primaryImage).toMatchObject({ url: image.url, width: 2000, height: 1000, srcSet: image.srcSet });
      expect(brand.primaryImage.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 960, 1600]);
      expect(brand.imageSrcSet).toBe(image.srcSet);
      expect(brand.primaryImage.sources).toEqual([
        { type: 'image/avif', srcSet: image.srcSet.replace(/\.webp /g, '.avif ') },
        { type: 'image/webp', srcSet: image.srcSet },
      ]);

      // A later upload is added to the gallery and leaves the main image alone.
      const next = await uploadImage(ownBrandId, blobOf(await png(400, 400), 'image/png'));
      expect(next.body.data.uploadBrandImage.brand.image).toBe(image.url);
      expect(next.body.data.uploadBrandImage.image.variants.map((v: { width: number }) => v.width)).toEqual([320, 400]);
    });

    it('stores a camera JPEG upright without its EXIF (GPS, artist), XMP or comment, variants included', async () => {
      const upload = await sidewaysJpegWithGps(120, 80);
      const exif = exifReader((await sharp(upload).metadata()).exif!);
      expect(exif.Image?.Artist).toBe(EXIF_ARTIST);
      expect(exif.GPSInfo?.GPSLatitude).toEqual([6, 27, 0]);
      expect(metadataBlocks(upload)).toEqual(expect.arrayContaining(['COM', 'EXIF', 'XMP']));

      const { body } = await uploadImage(ownBrandId, fileOf(upload, 'camera.jpg', 'image/jpeg'));
      expect(body.errors).toBeUndefined();
      const image = body.data.uploadBrandImage.image;
      // Orientation 6 applied: 120×80 as stored becomes 80×120 upright.
      expect(image).toMatchObject({ width: 80, height: 120, processing: false });
      const stored = Buffer.from(await (await fetch(absolute(image.url))).arrayBuffer());
      expect(metadataBlocks(stored)).toEqual([]);
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 80, height: 120 });
      expect(meta.exif ?? meta.xmp ?? meta.iptc ?? meta.orientation ?? meta.comments).toBeUndefined();
      // The upload's left half (red) is upright on top.
      const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      expect(pixel(40, 10)[0]).toBeGreaterThan(200);
      expect(pixel(40, 110)[2]).toBeGreaterThan(200);
      expect(stored.includes(EXIF_ARTIST)).toBe(false);
      for (const variant of image.variants) {
        const bytes = Buffer.from(await (await fetch(absolute(variant.url))).arrayBuffer());
        expect(metadataBlocks(bytes), variant.url).toEqual([]);
        expect(await sharp(bytes).metadata()).toMatchObject({ width: 80, height: 120 });
      }
    });

    it('stores a PNG without its eXIf or text chunks, and a WebP without its EXIF and XMP', async () => {
      const uploads = [
        {
          bytes: await pngWithTextChunks(),
          name: 'edited.png',
          type: 'image/png',
          blocks: ['eXIf', 'tEXt', 'zTXt', 'iTXt'],
        },
        { bytes: await webpWithExif(), name: 'shared.webp', type: 'image/webp', blocks: ['EXIF', 'XMP'] },
      ];
      for (const upload of uploads) {
        expect(metadataBlocks(upload.bytes)).toEqual(upload.blocks);
        const { body } = await uploadImage(ownBrandId, fileOf(upload.bytes, upload.name, upload.type));
        expect(body.errors).toBeUndefined();
        const image = body.data.uploadBrandImage.image;
        expect(image).toMatchObject({ width: 90, height: 60, processing: false });
        const stored = Buffer.from(await (await fetch(absolute(image.url))).arrayBuffer());
        expect(metadataBlocks(stored), upload.name).toEqual([]);
        expect(stored.includes(EXIF_ARTIST), upload.name).toBe(false);
        expect((await sharp(stored).metadata()).format).toBe(upload.type === 'image/png' ? 'png' : 'webp');
      }
    });

    it('keeps seeded SVG images working, without variants', async () => {
      const seeded = await server.db.prisma.brand.findFirstOrThrow({ where: { id: otherBrandId } });
      const { body } = await server.graphql(BRAND, { id: seeded.id });
      expect(body.data.brand.image).toMatch(/^\/media\/brand-assets\/.+\.svg$/);
      expect(body.data.brand.primaryImage).toEqual({ url: seeded.image, srcSet: null, variants: [], sources: [] });
      expect(body.data.brand.imageSrcSet).toBeNull();
      for (const img of body.data.brand.images)
        expect(img).toMatchObject({ url: img.storagePath, srcSet: null, variants: [] });
      const res = await fetch(absolute(seeded.image!));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    });

    it('refuses an image over 5 MB with the message, leaving nothing in storage or the database', async () => {
      const before = await counts(ownBrandId);
      const { body } = await uploadImage(ownBrandId, fileOf(await noisyPng(6 * MB), 'big.png', 'image/png'));
      expect(body.errors?.[0]).toMatchObject({
        message: 'Brand image must be 5 MB or smaller.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { file: 'Brand image must be 5 MB or smaller.' } },
      });
      expect(body.data).toBeNull();
      expect(await counts(ownBrandId)).toEqual(before);
    });

    it('refuses a .png that is really text, by its bytes', async () => {
      const before = await counts(ownBrandId);
      const { body } = await uploadImage(ownBrandId, fileOf(text(20_000), 'photo.png', 'image/png'));
      expect(body.errors?.[0]).toMatchObject({
        message: 'Brand image must be a PNG, JPEG or WebP file.',
        extensions: { fieldErrors: { file: 'Brand image must be a PNG, JPEG or WebP file.' } },
      });
      expect(await counts(ownBrandId)).toEqual(before);
    });

    it("refuses another brand's admin and signed-out visitors, storing nothing", async () => {
      const before = await counts(otherBrandId);
      const file = () => blobOf(Buffer.from(''), 'image/png');
      // A large file: refused before it is read, its bytes are drained so the answer still arrives.
      const denied = await uploadImage(otherBrandId, blobOf(await noisyPng(3 * MB), 'image/png'));
      expect(denied.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const signedOut = await uploadImage(ownBrandId, file(), '');
      expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(await counts(otherBrandId)).toEqual(before);
    });

    it('lets an admin upload to any brand', async () => {
      const { body } = await uploadImage(otherBrandId, blobOf(await png(320, 200), 'image/png'), superAdminToken);
      expect(body.errors).toBeUndefined();
      expect(body.data.uploadBrandImage.image.variants.map((v: { width: number }) => v.width)).toEqual([320]);
    });

    it('keeps CSRF prevention on: a multipart request without apollo-require-preflight is refused', async () => {
      const form = graphqlMultipart(UPLOAD_IMAGE, {
        input: { brandId: ownBrandId, file: blobOf(await png(10, 10), 'image/png') },
      });
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: bearer(brandAdminToken),
        body: form,
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/apollo-require-preflight/);
    });

    it('removes an image with its variants; the next image becomes the main image', async () => {
      const brand = (await server.graphql(BRAND, { id: ownBrandId })).body.data.brand;
      const main = brand.images.find((i: { url: string }) => i.url === brand.image);
      expect(main.variants.length).toBeGreaterThan(0);
      const stem = main.storagePath.replace(/\.png$/, '');

      const REMOVE = /* GraphQL */ `
        mutation Remove($input: RemoveBrandImageInput!) {
          removeBrandImage(input: $input) {
            brand {
              image
              images {
                storagePath
                url
              }
            }
          }
        }
      `;
      const denied = await server.graphql(
        REMOVE,
        { input: { brandId: ownBrandId, storagePath: main.storagePath } },
        {},
      );
      expect(denied.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

      const { body } = await server.graphql(
        REMOVE,
        { input: { brandId: ownBrandId, storagePath: main.storagePath } },
        bearer(brandAdminToken),
      );
      expect(body.errors).toBeUndefined();
      const after = body.data.removeBrandImage.brand;
      expect(after.images.map((i: { storagePath: string }) => i.storagePath)).not.toContain(main.storagePath);
      expect(after.image).toBe(after.images[0]?.url ?? null);
      expect((await brandKeys('brand-assets', ownBrandId)).filter((k) => k.startsWith(stem))).toEqual([]);
      expect(await server.db.prisma.mediaObject.count({ where: { key: main.storagePath } })).toBe(0);
      expect((await fetch(absolute(main.url))).status).toBeGreaterThanOrEqual(400);

      const again = await server.graphql(
        REMOVE,
        { input: { brandId: ownBrandId, storagePath: main.storagePath } },
        bearer(brandAdminToken),
      );
      expect(again.body.errors?.[0]).toMatchObject({
        message: 'Brand image not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    });
  });

  describe(`brand videos (${driver} storage)`, () => {
    const CREATE_URL = /* GraphQL */ `
      mutation Start($input: CreateBrandVideoUploadUrlInput!) {
        createBrandVideoUploadUrl(input: $input) {
          key
          uploadUrl
          method
          headers {
            name
            value
          }
          expiresAt
          maxBytes
        }
      }
    `;
    const COMPLETE = /* GraphQL */ `
      mutation Complete($input: CompleteBrandVideoUploadInput!) {
        completeBrandVideoUpload(input: $input) {
          brand {
            videoUrl
          }
        }
      }
    `;

    const start = async (contentType: string, size: number, token = brandAdminToken) =>
      server.graphql(CREATE_URL, { input: { brandId: ownBrandId, contentType, size } }, bearer(token));
    const put = (
      ticket: { uploadUrl: string; method: string; headers: { name: string; value: string }[] },
      body: Buffer,
    ) =>
      fetch(absolute(ticket.uploadUrl), {
        method: ticket.method,
        headers: Object.fromEntries(ticket.headers.map((h) => [h.name, h.value])),
        body: new Uint8Array(body),
      });

    it('uploads a large video straight to storage and then sets it as the brand video', async () => {
      const video = mp4(3 * MB);
      const started = await start('video/mp4', video.length);
      expect(started.body.errors).toBeUndefined();
      const ticket = started.body.data.createBrandVideoUploadUrl;
      expect(ticket).toMatchObject({
        method: 'PUT',
        maxBytes: video.length,
        headers: [{ name: 'content-type', value: 'video/mp4' }],
      });
      expect(ticket.key).toMatch(new RegExp(`^brands/${ownBrandId}/[0-9a-f-]{36}\\.mp4$`));
      if (driver === 'local') expect(ticket.uploadUrl).toMatch(/^\/media-upload\//);
      else expect(ticket.uploadUrl.startsWith(`${s3!.endpoint}/product-videos/`)).toBe(true);

      expect((await put(ticket, video)).status).toBe(200);
      const done = await server.graphql(
        COMPLETE,
        { input: { brandId: ownBrandId, key: ticket.key } },
        bearer(brandAdminToken),
      );
      expect(done.body.errors).toBeUndefined();
      const { videoUrl } = done.body.data.completeBrandVideoUpload.brand;
      expect(videoUrl.endsWith(`/product-videos/${ticket.key}`)).toBe(true);
      const served = await fetch(absolute(videoUrl));
      expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);

      // Completing twice is harmless; a new video replaces the old one and removes its file.
      expect(
        (await server.graphql(COMPLETE, { input: { brandId: ownBrandId, key: ticket.key } }, bearer(brandAdminToken)))
          .body.errors,
      ).toBeUndefined();
      const second = (await start('video/mp4', 100_000)).body.data.createBrandVideoUploadUrl;
      expect((await put(second, mp4(100_000))).status).toBe(200);
      await server.graphql(COMPLETE, { input: { brandId: ownBrandId, key: second.key } }, bearer(brandAdminToken));
      expect(await brandKeys('product-videos', ownBrandId)).toEqual([second.key]);
    });

    it('checks the declared type and size before handing out a URL', async () => {
      expect((await start('video/x-msvideo', 1000)).body.errors?.[0]).toMatchObject({
        extensions: { fieldErrors: { contentType: 'Brand video must be an MP4, WebM or QuickTime (MOV) file.' } },
      });
      expect((await start('video/mp4', 50 * MB + 1)).body.errors?.[0]).toMatchObject({
        extensions: { fieldErrors: { size: 'Brand video must be 50 MB or smaller.' } },
      });
      const other = await server.graphql(
        CREATE_URL,
        { input: { brandId: otherBrandId, contentType: 'video/mp4', size: 1000 } },
        bearer(brandAdminToken),
      );
      expect(other.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('refuses a direct upload that is not a video, keeping nothing', async () => {
      const before = await brandKeys('product-videos', ownBrandId);
      const bytes = text(50_000);
      const ticket = (await start('video/mp4', bytes.length)).body.data.createBrandVideoUploadUrl;
      const res = await put(ticket, bytes);
      if (driver === 'local') {
        // The local endpoint checks as the bytes arrive, like the GraphQL upload.
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ error: 'Brand video must be an MP4, WebM or QuickTime (MOV) file.' });
      } else {
        expect(res.status).toBe(200);
      }
      const done = await server.graphql(
        COMPLETE,
        { input: { brandId: ownBrandId, key: ticket.key } },
        bearer(brandAdminToken),
      );
      expect(done.body.errors?.[0]?.message).toBe(
        driver === 'local'
          ? 'The uploaded video was not found. Please upload it again.'
          : 'Brand video must be an MP4, WebM or QuickTime (MOV) file.',
      );
      expect(await brandKeys('product-videos', ownBrandId)).toEqual(before);
    });

    it("refuses to complete another brand's upload", async () => {
      const done = await server.graphql(
        COMPLETE,
        { input: { brandId: ownBrandId, key: `brands/${otherBrandId}/x.mp4` } },
        bearer(brandAdminToken),
      );
      expect(done.body.errors?.[0]).toMatchObject({
        message: 'This upload does not belong to this brand.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('accepts a video through GraphQL too', async () => {
      const UPLOAD = /* GraphQL */ `
        mutation Up($input: UploadBrandVideoInput!) {
          uploadBrandVideo(input: $input) {
            brand {
              videoUrl
            }
          }
        }
      `;
      const { body } = await server.graphql(
        UPLOAD,
        { input: { brandId: ownBrandId, file: fileOf(mp4(200_000), 'clip.mp4', 'video/mp4') } },
        bearer(brandAdminToken),
      );
      expect(body.errors).toBeUndefined();
      expect(body.data.uploadBrandVideo.brand.videoUrl).toMatch(/\/product-videos\/brands\/.+\.mp4$/);
      const refused = await server.graphql(
        UPLOAD,
        { input: { brandId: ownBrandId, file: fileOf(await png(10, 10), 'clip.mp4', 'video/mp4') } },
        bearer(brandAdminToken),
      );
      expect(refused.body.errors?.[0]?.message).toBe('Brand video must be an MP4, WebM or QuickTime (MOV) file.');
    });

    if (driver === 'local') {
      it('refuses altered, reused or mismatched upload links', async () => {
        const ticket = (await start('video/mp4', 1000)).body.data.createBrandVideoUploadUrl;
        const altered = {
          ...ticket,
          uploadUrl: ticket.uploadUrl.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')),
        };
        expect((await put(altered, mp4(1000))).status).toBe(403);
        expect((await put(ticket, mp4(2000))).status).toBe(403);
        const wrongType = await fetch(absolute(ticket.uploadUrl), {
          method: 'PUT',
          headers: { 'content-type': 'video/webm' },
          body: new Uint8Array(mp4(1000)),
        });
        expect(wrongType.status).toBe(403);
        expect((await put(ticket, mp4(1000))).status).toBe(200);
        expect((await put(ticket, mp4(1000))).status).toBe(409);
      });
    }
  });

  describe(`upload diagnostics (${driver} storage)`, () => {
    it('writes, reads back and removes a probe in spotlight-images for a super admin', async () => {
      const res = await fetch(`${server.url}/api/studio/upload-diagnostics`, { headers: bearer(superAdminToken) });
      expect(res.status).toBe(200);
      const body = await res.json();
      const superAdmin = SEED_USERS.find((u) => u.role === 'super_admin')!;
      expect(body).toMatchObject({
        session: { valid: true },
        user: { id: superAdmin.id, email: superAdmin.email, role: 'super_admin' },
        storage: { driver, bucket: 'spotlight-images', write: true, read: true, delete: true, error: null },
      });
      expect(new Date(body.session.expiresAt).getTime()).toBeGreaterThan(Date.now());
      expect(body.storage.latencyMs).toBeGreaterThanOrEqual(0);
      expect(await listKeys('spotlight-images', 'diagnostics/')).toEqual([]);
    });

    it('answers 401 signed out and 403 without studio.hero.manage, as JSON', async () => {
      const signedOut = await fetch(`${server.url}/api/studio/upload-diagnostics`);
      expect(signedOut.status).toBe(401);
      expect((await signedOut.json()).error).toBeTruthy();
      const expired = await fetch(`${server.url}/api/studio/upload-diagnostics`, { headers: bearer('not-a-token') });
      expect(expired.status).toBe(401);
      expect(await expired.json()).toEqual({ error: 'Your session has expired. Please sign in again.' });
      const brandAdmin = await fetch(`${server.url}/api/studio/upload-diagnostics`, {
        headers: bearer(brandAdminToken),
      });
      expect(brandAdmin.status).toBe(403);
      expect((await brandAdmin.json()).error).toBeTruthy();
    });
  });

  imageProcessingSuite(driver);
}
