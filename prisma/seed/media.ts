import fs from 'node:fs/promises';
import path from 'node:path';

/** Public buckets under the media directory; the HTTP server serves the directory at /media. */
export const MEDIA_BUCKETS = ['brand-assets', 'product-images', 'hero-images', 'spotlight-images'] as const;
export type MediaBucket = (typeof MEDIA_BUCKETS)[number];

export interface ArtworkFile {
  bucket: MediaBucket;
  file: string;
  render: () => string;
}

export function mediaUrl(bucket: MediaBucket, file: string): string {
  return `/media/${bucket}/${file}`;
}

/** Collects the image files the seed data refers to, so they can be written in one pass. */
export class ArtworkRegistry {
  private readonly files = new Map<string, ArtworkFile>();

  /** Registers an image and returns the URL the database stores for it. */
  add(bucket: MediaBucket, file: string, render: () => string): string {
    const url = mediaUrl(bucket, file);
    if (!this.files.has(url)) this.files.set(url, { bucket, file, render });
    return url;
  }

  list(): ArtworkFile[] {
    return [...this.files.values()];
  }
}

/**
 * Writes every registered image under mediaDir/<bucket>/<file>. A file that already holds the same
 * content is left alone, so repeated runs are cheap. Returns how many files were written.
 */
export async function writeArtwork(mediaDir: string, files: readonly ArtworkFile[]): Promise<number> {
  await Promise.all(MEDIA_BUCKETS.map((b) => fs.mkdir(path.join(mediaDir, b), { recursive: true })));
  let written = 0;
  const queue = [...files];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const target = path.join(mediaDir, next.bucket, next.file);
      const content = next.render();
      const existing = await fs.readFile(target, 'utf8').catch(() => null);
      if (existing === content) continue;
      await fs.writeFile(target, content);
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return written;
}
