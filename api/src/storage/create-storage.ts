import type { Config } from '../config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import { UploadGrantSigner } from './upload-grant.js';
import type { ObjectStorage } from './object-storage.js';

export type StorageConfig = Pick<
  Config,
  | 'mediaDir'
  | 'incomingDir'
  | 'STORAGE_DRIVER'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_URL'
  | 'S3_UPLOAD_ENDPOINT'
  | 'S3_INCOMING_BUCKET'
>;

export interface Storage {
  objects: ObjectStorage;
  /** Verifies the local driver's upload URLs; S3 checks its own signatures. */
  uploadGrants: UploadGrantSigner;
}

/** The object store the configuration names: the local media directory (default) or S3. */
export function createStorage(config: StorageConfig): Storage {
  const uploadGrants = new UploadGrantSigner();
  if (config.STORAGE_DRIVER === 's3') {
    const credentials =
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined;
    const objects = new S3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      credentials,
      forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
      publicUrl: config.S3_PUBLIC_URL,
      uploadEndpoint: config.S3_UPLOAD_ENDPOINT,
      incomingBucket: config.S3_INCOMING_BUCKET,
    });
    return { objects, uploadGrants };
  }
  const objects = new LocalStorage({ rootDir: config.mediaDir, incomingDir: config.incomingDir, signer: uploadGrants });
  return { objects, uploadGrants };
}
