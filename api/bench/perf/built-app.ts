import fs from 'node:fs';
import path from 'node:path';

/**
 * What the browser can learn from a built web app (Vite's output folder) without running it: the
 * scripts index.html loads, each chunk's static imports, and which chunk holds a source module.
 */
export interface BuiltApp {
  dist: string;
  /** Chunk files (relative to dist, e.g. `assets/index-abc.js`) index.html loads or preloads. */
  entryChunks: string[];
  staticImports(chunk: string): string[];
  /** The chunks holding a source module, named relative to Vite's root (`src/pages/x/X.tsx`). */
  chunksOf(sourceModule: string): string[];
  bytes(chunk: string): Buffer;
}

const HTML_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const HTML_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
/**
 * `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"` in minified output. A dynamic
 * `import("./x.js")` has a parenthesis after `import` and never matches: it loads on demand.
 */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]);
const fromUrl = (url: string) => url.replace(/^\//, '');

export function readBuiltApp(dist: string): BuiltApp {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile))
    throw new Error(`${indexFile} does not exist: build the web app first (npm run build)`);
  const html = fs.readFileSync(indexFile, 'utf8');
  const entryChunks = [...matches(html, HTML_SCRIPT), ...matches(html, HTML_PRELOAD)].map(fromUrl);
  const sourceIndex = indexSources(dist);
  return {
    dist,
    entryChunks,
    staticImports: (chunk) => {
      const code = fs.readFileSync(path.join(dist, chunk), 'utf8');
      return matches(code, STATIC_IMPORT).map((spec) => path.posix.join(path.posix.dirname(chunk), spec));
    },
    // By the end of the path: a build made in another folder names the same module.
    chunksOf: (sourceModule) =>
      [...sourceIndex]
        .filter(([source]) => source === sourceModule || source.endsWith(`/${sourceModule}`))
        .flatMap(([, chunks]) => chunks),
    bytes: (chunk) => fs.readFileSync(path.join(dist, chunk)),
  };
}

/**
 * Source module → chunks. Vite's manifest (`build.manifest`) names each chunk's entry module;
 * without it, the source maps (`build.sourcemap`) list every module a chunk holds. Neither: the
 * build cannot be mapped to routes, and that is an error rather than a guess.
 */
function indexSources(dist: string): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const add = (source: string, chunk: string) => index.set(source, [...(index.get(source) ?? []), chunk]);
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
      string,
      { file: string; src?: string }
    >;
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.file.endsWith('.js')) add(chunk.src ?? key, chunk.file);
    return index;
  }
  const assets = path.join(dist, 'assets');
  const maps = fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => f.endsWith('.js.map')) : [];
  if (maps.length === 0)
    throw new Error(
      `${dist} has neither .vite/manifest.json nor source maps: enable build.manifest or build.sourcemap in web/vite.config.ts`,
    );
  for (const mapFile of maps) {
    const map = JSON.parse(fs.readFileSync(path.join(assets, mapFile), 'utf8')) as { sources: string[] };
    const chunk = `assets/${mapFile.replace(/\.map$/, '')}`;
    for (const source of map.sources) add(path.resolve(assets, source), chunk);
  }
  return index;
}
