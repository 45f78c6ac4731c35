import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { MediaBucket } from '../../domain/upload-rules.js';
import type { ObjectStorage } from '../../storage/object-storage.js';

export interface StorageProbe {
  driver: 'local' | 's3';
  bucket: MediaBucket;
  write: boolean;
  read: boolean;
  delete: boolean;
  latencyMs: number;
  error: string | null;
}

/** The bucket the studio's diagnostics page uploads to (spotlight images, per the spec). */
export const PROBE_BUCKET: MediaBucket = 'spotlight-images';

/**
 * Writes a small probe object, reads it back, removes it and reports each step. The probe never
 * stays behind, even when a step fails.
 */
export async function probeStorage(storage: ObjectStorage): Promise<StorageProbe> {
  const key = `diagnostics/${randomUUID()}.txt`;
  const content = Buffer.from(`Adire upload diagnostics ${new Date().toISOString()}`);
  const result: StorageProbe = {
    driver: storage.driver,
    bucket: PROBE_BUCKET,
    write: false,
    read: false,
    delete: false,
    latencyMs: 0,
    error: null,
  };
  const started = performance.now();
  try {
    await storage.put(PROBE_BUCKET, key, content, 'text/plain');
    result.write = true;
    const stored = await storage.get(PROBE_BUCKET, key);
    result.read = !!stored && (await readAll(stored.body)).equals(content);
    if (!result.read) result.error = 'The probe read back differs from what was written.';
    await storage.delete(PROBE_BUCKET, key);
    result.delete = !(await storage.exists(PROBE_BUCKET, key));
    if (!result.delete) result.error ??= 'The probe is still there after removing it.';
  } catch (err) {
    result.error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    if (result.write && !result.delete) await storage.delete(PROBE_BUCKET, key).catch(() => {});
  }
  result.latencyMs = Math.round((performance.now() - started) * 10) / 10;
  return result;
}

async function readAll(body: AsyncIterable<Buffer | Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
