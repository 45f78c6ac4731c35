import type { FileUpload } from 'graphql-upload-minimal';
import type { UploadRule } from '../domain/upload-rules.js';
import type { ObjectStorage } from './object-storage.js';
import { asFieldError } from './media-records.js';
import { receiveUpload } from './receive-upload.js';
import { newKeyStem, storeImage, type StoredMedia } from './stored-media.js';

/**
 * Checks an uploaded image against its slot's rule and stores it with its AVIF and webp variants under
 * '{folder}/{ownerId}/'. Call it before the write's transaction opens (no query may wait on other
 * I/O inside one), and delete what it stored if the transaction fails. A refused file is the API's
 * validation error on `field`.
 */
export function storeUploadedImage(
  storage: ObjectStorage,
  rule: UploadRule,
  upload: Promise<FileUpload>,
  ownerId: string,
  field = 'image',
): Promise<StoredMedia> {
  return asFieldError(field, async () => {
    const file = await receiveUpload((await upload).createReadStream(), rule);
    try {
      return await storeImage(storage, rule, file, newKeyStem(rule, ownerId));
    } finally {
      await file.discard();
    }
  });
}
