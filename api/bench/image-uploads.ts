// `node --import tsx api/bench/image-uploads.ts [photo.jpg huge.png]`: what image uploads cost the
// API. Times the upload request of a 12 MP JPEG and of a 16383×16383 PNG (made here when no files
// are given), how long each takes until its variants exist, and how much longer a small request
// waits while four of the large PNGs are processed (and the server's longest event-loop delay).
// ADIRE_TEST_DB picks the database (pglite by default, as `npm start`); JOBS_WAIT_SECONDS=0 times the
// request without its wait for the job. The processing's own time and peak memory: image-job-probe.ts.
import fs from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { BRAND_ADMIN_BRAND_IDS, SEED_USERS } from '../../prisma/seed/index.js';
import { startTestServer } from '../test/support/test-server.js';
import { bearer, signInWithPassword, webClient } from '../test/support/sign-in.js';
import { hugeNearestPng, photoJpeg } from '../test/support/media-fixtures.js';

process.env.ADIRE_TEST_DB ??= 'pglite';

const UPLOAD = /* GraphQL */ `
  mutation Upload($input: UploadBrandImageInput!) {
    uploadBrandImage(input: $input) {
      image {
        storagePath
        variants {
          width
        }
      }
    }
  }
`;
const GALLERY = /* GraphQL */ `
  query Gallery($id: ID!) {
    brand(id: $id) {
      images {
        storagePath
        variants {
          width
        }
      }
    }
  }
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number) => Math.round(n);

async function fixtures(): Promise<{ name: string; bytes: Buffer }[]> {
  const [jpegPath, pngPath] = process.argv.slice(2);
  return [
    { name: '12 MP JPEG', bytes: jpegPath ? fs.readFileSync(jpegPath) : await photoJpeg(4000, 3000) },
    { name: '16383×16383 PNG', bytes: pngPath ? fs.readFileSync(pngPath) : await hugeNearestPng(16383) },
  ];
}

const server = await startTestServer({
  env: process.env.JOBS_WAIT_SECONDS ? { JOBS_WAIT_SECONDS: process.env.JOBS_WAIT_SECONDS } : {},
});
try {
  const client = await webClient(server.url);
  const user = SEED_USERS.find((u) => u.role === 'brand_admin')!;
  const token = (await signInWithPassword(server.url, client, user.email, user.password)).tokens.access_token;
  const brandId = BRAND_ADMIN_BRAND_IDS[0]!;
  const files = await fixtures();
  const upload = (bytes: Buffer, name: string) =>
    server.graphql(
      UPLOAD,
      { input: { brandId: encodeGlobalID('Brand', brandId), file: new File([new Uint8Array(bytes)], name) } },
      bearer(token),
    );
  const hasVariants = async (storagePath: string) => {
    const { body } = await server.graphql(GALLERY, { id: brandId }, bearer(token));
    const image = body.data.brand.images.find((i: { storagePath: string }) => i.storagePath === storagePath);
    return image?.variants.length > 0;
  };

  console.log(
    `database: ${process.env.ADIRE_TEST_DB}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}, JOBS_WAIT_SECONDS ${process.env.JOBS_WAIT_SECONDS ?? 'default'}`,
  );
  for (const file of files) {
    const started = performance.now();
    const { body } = await upload(file.bytes, file.name.includes('PNG') ? 'big.png' : 'photo.jpg');
    const answered = performance.now() - started;
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    const { storagePath, variants } = body.data.uploadBrandImage.image;
    while (!(await hasVariants(storagePath))) await sleep(100);
    console.log(
      `${file.name} (${(file.bytes.length / 1e6).toFixed(1)} MB): request ${round(answered)} ms, ` +
        `variants in the answer: ${variants.length > 0}, variants stored after ${round(performance.now() - started)} ms`,
    );
  }

  // Small requests while four large PNGs are uploaded at once.
  const probe = async (ms: number) => {
    const waits: number[] = [];
    for (const until = performance.now() + ms; performance.now() < until;) {
      const t = performance.now();
      await fetch(`${server.url}/healthz`);
      waits.push(performance.now() - t);
      await sleep(50);
    }
    return waits.sort((a, b) => a - b);
  };
  const summary = (waits: number[]) =>
    `n=${waits.length} p50 ${waits[Math.floor(waits.length / 2)]!.toFixed(1)} ms, max ${waits.at(-1)!.toFixed(1)} ms`;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const idle = await probe(3000);
  const idleLoopMax = loop.max / 1e6;
  loop.reset();
  const png = files[1]!;
  let busy = true;
  const underLoad: number[] = [];
  const loadStarted = performance.now();
  const uploads = Promise.all(
    [1, 2, 3, 4].map(async (i) => {
      const { body } = await upload(png.bytes, `big-${i}.png`);
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      const { storagePath } = body.data.uploadBrandImage.image;
      while (!(await hasVariants(storagePath))) await sleep(200);
    }),
  ).finally(() => (busy = false));
  while (busy) underLoad.push(...(await probe(500)));
  await uploads;
  loop.disable();
  underLoad.sort((a, b) => a - b);
  console.log(`GET /healthz idle: ${summary(idle)}; event loop delay max ${idleLoopMax.toFixed(1)} ms`);
  console.log(
    `GET /healthz while four 16383×16383 PNGs upload and process (${round(performance.now() - loadStarted)} ms): ${summary(underLoad)}; ` +
      `event loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
} finally {
  await server.close();
}
