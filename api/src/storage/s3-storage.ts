import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MediaBucket } from '../domain/upload-rules.js';
import { assertSafeKey, encodeKey, isMediaBucket } from './object-key.js';
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

export interface S3StorageOptions {
  /** S3 API address (MinIO, s3rver, ...); unset for AWS itself. */
  endpoint?: string;
  region: string;
  /** Static credentials; without them the SDK's default provider chain applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Base of public object URLs: {publicUrl}/{bucket}/{key}. */
  publicUrl?: string;
  /** The S3 API address browsers reach, for presigned uploads; defaults to `endpoint`. */
  uploadEndpoint?: string;
  /** The private bucket where uploads wait for their job; it must not allow anonymous reads. */
  incomingBucket: string;
}

const PART_SIZE = 8 * 1024 * 1024;

/** Objects in an S3-compatible store; files larger than one part go up as multipart uploads. */
export class S3Storage implements ObjectStorage {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  /** Signs upload URLs for the address browsers use (presigning makes no request). */
  private readonly presignClient: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = s3Client(options, options.endpoint);
    this.presignClient = options.uploadEndpoint ? s3Client(options, options.uploadEndpoint) : this.client;
  }

  async put(bucket: StorageArea, key: string, body: ObjectBody, contentType: string): Promise<void> {
    assertSafeKey(key);
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucketName(bucket),
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
      return;
    }
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucketName(bucket),
        Key: key,
        Body: fs.createReadStream(body.filePath),
        ContentType: contentType,
      },
      partSize: PART_SIZE,
      queueSize: 4,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(bucket: StorageArea, key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucketName(bucket), Key: key }));
      return {
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async readHead(bucket: StorageArea, key: string, bytes: number): Promise<Buffer | null> {
    const info = await this.stat(bucket, key);
    if (!info) return null;
    if (info.size === 0) return Buffer.alloc(0);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucketName(bucket), Key: key, Range: `bytes=0-${bytes - 1}` }),
      );
      const head = Buffer.from(await answer.Body!.transformToByteArray());
      // A store that ignores Range sends everything; keep what was asked for.
      return head.subarray(0, bytes);
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async stat(bucket: StorageArea, key: string): Promise<ObjectInfo | null> {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucketName(bucket), Key: key }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async exists(bucket: StorageArea, key: string): Promise<boolean> {
    return (await this.stat(bucket, key)) !== null;
  }

  async delete(bucket: StorageArea, key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucketName(bucket), Key: key }));
  }

  publicUrl(bucket: MediaBucket, key: string): string {
    if (!isMediaBucket(bucket)) throw new Error(`No public URL in ${bucket}`);
    assertSafeKey(key);
    return `${this.bucketBaseUrl(bucket)}/${encodeKey(key)}`;
  }

  async createUploadUrl(bucket: MediaBucket, key: string, options: UploadUrlOptions): Promise<UploadTarget> {
    assertSafeKey(key);
    const command = new PutObjectCommand({
      Bucket: this.bucketName(bucket),
      Key: key,
      ContentType: options.contentType,
      ContentLength: options.size,
    });
    // Content type and length are signed: the store refuses a body of another size or type.
    const url = await getSignedUrl(this.presignClient, command, {
      expiresIn: options.expiresInSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return {
      url,
      method: 'PUT',
      headers: { 'content-type': options.contentType },
      expiresAt: new Date(Date.now() + options.expiresInSeconds * 1000),
    };
  }

  private bucketName(area: StorageArea): string {
    return area === INCOMING ? this.options.incomingBucket : area;
  }

  private bucketBaseUrl(bucket: MediaBucket): string {
    const { publicUrl, endpoint, forcePathStyle, region } = this.options;
    if (publicUrl) return `${publicUrl.replace(/\/+$/, '')}/${bucket}`;
    if (endpoint) {
      const base = new URL(endpoint);
      if (forcePathStyle) return `${base.origin}/${bucket}`;
      return `${base.protocol}//${bucket}.${base.host}`;
    }
    return `https://${bucket}.s3.${region}.amazonaws.com`;
  }
}

function s3Client(options: S3StorageOptions, endpoint: string | undefined): S3Client {
  return new S3Client({
    endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // Stores other than AWS (s3rver, older MinIO) do not understand the default flexible checksums:
    // with them, streamed bodies would be stored with the chunk framing inside.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}
