import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { MediaBucket } from '../domain/upload-rules.js';
import { assertSafeKey, encodeKey, isMediaBucket } from './object-key.js';
import { contentTypeForKey } from './content-type.js';
import type { UploadGrantSigner } from './upload-grant.js';
import {
  INCOMING,
  type ObjectBody,
  type ObjectInfo,
  type ObjectStorage,
  type StorageArea,
  type StoredObject,
  type UploadTarget,
  type UploadUrlOptions,
} from './object-storage.js';

/** Path of the API endpoint that receives local-driver uploads (see http/media-upload-route.ts). */
export const LOCAL_UPLOAD_PATH = '/media-upload';

export interface LocalStorageOptions {
  /** The directory served at /media: one sub-directory per bucket. */
  rootDir: string;
  /** The private area (uploads waiting for their job): outside rootDir, so nothing in it is ever served. */
  incomingDir: string;
  signer: UploadGrantSigner;
}

/**
 * Objects as files under rootDir/{bucket}/{key}, served by the API at /media/{bucket}/{key}, and
 * private ones under incomingDir/{key}. Files are written to a staging directory first and renamed
 * into place, so a reader never sees half a file.
 */
export class LocalStorage implements ObjectStorage {
  readonly driver = 'local' as const;

  constructor(private readonly options: LocalStorageOptions) {}

  /** A dot-directory beside the files (express.static ignores dotfiles), on the same disk for the rename. */
  private stagingFor(bucket: StorageArea): string {
    return path.join(bucket === INCOMING ? this.options.incomingDir : this.options.rootDir, '.staging');
  }

  async put(bucket: StorageArea, key: string, body: ObjectBody, _contentType: string): Promise<void> {
    const target = this.pathOf(bucket, key);
    const staging = this.stagingFor(bucket);
    await fsp.mkdir(staging, { recursive: true });
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const staged = path.join(staging, randomUUID());
    try {
      if (Buffer.isBuffer(body)) await fsp.writeFile(staged, body);
      else await fsp.copyFile(body.filePath, staged);
      await fsp.rename(staged, target);
    } catch (err) {
      await fsp.rm(staged, { force: true });
      throw err;
    }
  }

  async get(bucket: StorageArea, key: string): Promise<StoredObject | null> {
    const info = await this.stat(bucket, key);
    if (!info) return null;
    return { ...info, body: fs.createReadStream(this.pathOf(bucket, key)) };
  }

  async readHead(bucket: StorageArea, key: string, bytes: number): Promise<Buffer | null> {
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(this.pathOf(bucket, key), 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async stat(bucket: StorageArea, key: string): Promise<ObjectInfo | null> {
    try {
      const stats = await fsp.stat(this.pathOf(bucket, key));
      return stats.isFile() ? { size: stats.size, contentType: contentTypeForKey(key) } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(bucket: StorageArea, key: string): Promise<boolean> {
    return (await this.stat(bucket, key)) !== null;
  }

  async delete(bucket: StorageArea, key: string): Promise<void> {
    await fsp.rm(this.pathOf(bucket, key), { force: true });
  }

  publicUrl(bucket: MediaBucket, key: string): string {
    if (!isMediaBucket(bucket)) throw new Error(`No public URL in ${bucket}`);
    assertSafeKey(key);
    return `/media/${bucket}/${encodeKey(key)}`;
  }

  async createUploadUrl(bucket: MediaBucket, key: string, options: UploadUrlOptions): Promise<UploadTarget> {
    assertSafeKey(key);
    const expiresAt = Math.floor(Date.now() / 1000) + options.expiresInSeconds;
    const token = this.options.signer.sign({
      bucket,
      key,
      contentType: options.contentType,
      size: options.size,
      rule: options.rule,
      expiresAt,
    });
    return {
      url: `${LOCAL_UPLOAD_PATH}/${token}`,
      method: 'PUT',
      headers: { 'content-type': options.contentType },
      expiresAt: new Date(expiresAt * 1000),
    };
  }

  private pathOf(bucket: StorageArea, key: string): string {
    assertSafeKey(key);
    if (bucket === INCOMING) return path.join(this.options.incomingDir, ...key.split('/'));
    if (!isMediaBucket(bucket)) throw new Error(`Unknown bucket: ${bucket}`);
    return path.join(this.options.rootDir, bucket, ...key.split('/'));
  }
}

const isMissing = (err: unknown) =>
  (err as NodeJS.ErrnoException)?.code === 'ENOENT' || (err as NodeJS.ErrnoException)?.code === 'ENOTDIR';
