import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { PrismaClient } from '../generated/prisma/client.js';
import { EXTENSION_FOR_TYPE, imageRuleAt, type MediaBucket, type MediaType } from '../domain/upload-rules.js';
import type { Logger } from '../log/logger.js';
import { mediaObjectData } from './media-records.js';
import { INCOMING, type ObjectStorage } from './object-storage.js';
import type { ReceivedFile } from './receive-upload.js';
import { deleteStoredMedia, incomingKey, storeImage, type StoredMedia } from './stored-media.js';
import { UploadRejectedError } from './upload-rejected.js';

/** Which upload a job processes: its media_objects row (bucket and key are unique). */
export interface ImageTarget {
  bucket: MediaBucket;
  key: string;
}

export interface ProcessDeps {
  prisma: PrismaClient;
  storage: ObjectStorage;
  log: Logger;
}

const TEMP_DIR = path.join(os.tmpdir(), 'adire-image-jobs');

/** The upload's private copy is gone while its row still waits for it. */
class MissingUploadError extends Error {
  override readonly name = 'MissingUploadError';
}

/**
 * An image upload's job: makes its stored files (original and variants) from the private upload and
 * records them, then removes the private upload. Safe to run again after a crash at any step: keys
 * are fixed by the row, so a second run overwrites the same objects, and a row already ready is left
 * alone. An image released meanwhile (replaced, or its owner deleted) leaves nothing behind: without
 * its row, what the run made is removed again. A file that does not decode marks the row failed; on
 * the last attempt any failure does.
 */
export async function processImage(deps: ProcessDeps, target: ImageTarget, lastAttempt: boolean): Promise<void> {
  const row = await deps.prisma.mediaObject.findUnique({
    where: { bucket_key: target },
    select: { state: true, contentType: true },
  });
  let givenUp: unknown = null;
  if (row?.state === 'processing') {
    try {
      const made = await makeStoredFiles(deps.storage, target, row.contentType as MediaType);
      await recordStoredFiles(deps, made);
    } catch (err) {
      const hopeless = err instanceof UploadRejectedError || err instanceof MissingUploadError;
      // Retried later, with the private upload kept for it.
      if (!hopeless && !lastAttempt) throw err;
      await markFailed(deps.prisma, target);
      deps.log.warn({ err, ...target }, 'an uploaded image could not be processed');
      if (!hopeless) givenUp = err;
    }
  }
  // Done, failed, or released: the private upload is no longer needed.
  await deps.storage.delete(INCOMING, incomingKey(target));
  // The queue records the last attempt's failure.
  if (givenUp) throw givenUp;
}

/** Step one: the stored files, made from a copy of the private upload on local disk. */
export async function makeStoredFiles(
  storage: ObjectStorage,
  target: ImageTarget,
  contentType: MediaType,
): Promise<StoredMedia> {
  const rule = imageRuleAt(target.bucket, target.key);
  if (!rule) throw new UploadRejectedError(`No image slot stores ${target.bucket}/${target.key}`);
  const file = await downloadUpload(storage, target, contentType);
  try {
    const extension = `.${file.extension}`;
    const keyStem = target.key.endsWith(extension) ? target.key.slice(0, -extension.length) : target.key;
    return await storeImage(storage, rule, file, keyStem);
  } finally {
    await file.discard();
  }
}

/**
 * Step two, in one transaction with the row locked: records the stored files, unless the image was
 * released meanwhile (then they are removed again) or another run has recorded them already.
 */
export async function recordStoredFiles(deps: Pick<ProcessDeps, 'prisma' | 'storage'>, made: StoredMedia) {
  const outcome = await deps.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ state: string }[]>`
      SELECT state::text FROM media_objects WHERE bucket = ${made.bucket} AND key = ${made.key} FOR UPDATE`;
    if (rows.length === 0) return 'released' as const;
    if (rows[0]!.state !== 'processing') return 'recorded before' as const;
    const { bucket: _b, key: _k, ...data } = mediaObjectData(made);
    await tx.mediaObject.update({ where: { bucket_key: { bucket: made.bucket, key: made.key } }, data });
    return 'recorded' as const;
  });
  if (outcome === 'released') await deleteStoredMedia(deps.storage, made);
  return outcome;
}

async function markFailed(prisma: PrismaClient, target: ImageTarget): Promise<void> {
  await prisma.mediaObject.updateMany({ where: { ...target, state: 'processing' }, data: { state: 'failed' } });
}

async function downloadUpload(
  storage: ObjectStorage,
  target: ImageTarget,
  contentType: MediaType,
): Promise<ReceivedFile> {
  const stored = await storage.get(INCOMING, incomingKey(target));
  if (!stored) throw new MissingUploadError(`The upload of ${target.bucket}/${target.key} is not in the private area`);
  await fsp.mkdir(TEMP_DIR, { recursive: true });
  const filePath = path.join(TEMP_DIR, randomUUID());
  const discard = () => fsp.rm(filePath, { force: true });
  try {
    await pipeline(stored.body, fs.createWriteStream(filePath, { flags: 'wx' }));
  } catch (err) {
    await discard();
    throw err;
  }
  return {
    filePath,
    size: (await fsp.stat(filePath)).size,
    contentType,
    extension: EXTENSION_FOR_TYPE[contentType],
    discard,
  };
}
