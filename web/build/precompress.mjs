/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) next to every text file of the
 * web build, once at build time, so the server sends them without compressing on each request
 * (api/src/http/static-web/serve-web-build.ts). Already-compressed formats (images, woff2) and
 * source maps (fetched only by developer tools, compressed on the fly then) are left alone, and a
 * copy that would not be smaller is not written.
 *
 * Usage: node build/precompress.mjs [dir]   (default: web/dist)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.ico']);
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const dir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));

async function* files(folder) {
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    // Dot folders (the server render in dist/.server) are never served.
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

async function precompress(file) {
  const source = await fs.readFile(file);
  if (source.length < MIN_BYTES) {
    await Promise.all([fs.rm(`${file}.br`, { force: true }), fs.rm(`${file}.gz`, { force: true })]);
    return null;
  }
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(source, { level: 9 }),
  ]);
  await keepIfSmaller(`${file}.br`, br, source.length);
  await keepIfSmaller(`${file}.gz`, gz, source.length);
  return { raw: source.length, br: br.length, gz: gz.length };
}

/** A copy left from an earlier build in the same folder must not outlive the file it was made from. */
async function keepIfSmaller(target, bytes, originalSize) {
  if (bytes.length < originalSize) await fs.writeFile(target, bytes);
  else await fs.rm(target, { force: true });
}

const totals = { files: 0, raw: 0, br: 0, gz: 0 };
const jobs = [];
for await (const file of files(dir)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  jobs.push(
    precompress(file).then((sizes) => {
      if (!sizes) return;
      totals.files += 1;
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }),
  );
}
await Promise.all(jobs);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(
  `precompressed ${totals.files} files in ${path.relative(process.cwd(), dir) || '.'}: ${kb(totals.raw)} -> br ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
);
