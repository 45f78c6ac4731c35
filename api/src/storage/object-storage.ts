import type { Readable } from 'node:stream';
import type { MediaBucket, UploadRuleName } from '../domain/upload-rules.js';

/**
 * The private area where an uploaded image waits for its job (which makes the public files from it).
 * It has no public URL and no upload links: only the API and its workers read it, and each upload
 * stays there only until its job is done or it is released.
 */
export const INCOMING = 'incoming' as const;

/** A public bucket, or the private area. */
export type StorageArea = MediaBucket | typeof INCOMING;

/** What to store: bytes in memory, or a file on local disk (streamed, multipart when large). */
export type ObjectBody = Buffer | { filePath: string };

export interface ObjectInfo {
  size: number;
  contentType: string;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
}

/** Where and how a client sends a file straight to storage, without passing it through GraphQL. */
export interface UploadTarget {
  /** Absolute for S3; a path on this API (resolve it against the API's origin) for the local driver. */
  url: string;
  method: 'PUT';
  /** Headers the request must carry exactly (they are part of the signature). */
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface UploadUrlOptions {
  contentType: string;
  /** The exact size the client declared; the upload must match it. */
  size: number;
  expiresInSeconds: number;
  /**
   * The upload slot whose rules apply. The local driver's endpoint enforces them as bytes arrive;
   * S3 enforces the size through the signature and the completing call checks the type.
   */
  rule: UploadRuleName;
}

/**
 * One interface over the object stores the app can use (local directory, S3). Keys are relative
 * paths inside a bucket ('brands/{id}/{uuid}.png'); public URLs are stable for a given bucket and key.
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  put(bucket: StorageArea, key: string, body: ObjectBody, contentType: string): Promise<void>;
  /** The object with a readable body, or null when there is none. */
  get(bucket: StorageArea, key: string): Promise<StoredObject | null>;
  /** Up to `bytes` bytes from the start of the object (for checking its type), or null when there is none. */
  readHead(bucket: StorageArea, key: string, bytes: number): Promise<Buffer | null>;
  stat(bucket: StorageArea, key: string): Promise<ObjectInfo | null>;
  exists(bucket: StorageArea, key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(bucket: StorageArea, key: string): Promise<void>;
  /** Only public buckets have URLs: the private area has none. */
  publicUrl(bucket: MediaBucket, key: string): string;
  createUploadUrl(bucket: MediaBucket, key: string, options: UploadUrlOptions): Promise<UploadTarget>;
}
