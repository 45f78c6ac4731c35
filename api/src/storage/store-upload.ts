import type { FileUpload } from 'graphql-upload-minimal';
import type { UploadRule } from '../domain/upload-rules.js';
import type { ObjectStorage } from './object-storage.js';
import { asFieldError } from './media-records.js';
import { receiveUpload } from './receive-upload.js';
import { newKeyStem, stageImage, type StoredMedia } from './stored-media.js';

/**
 * Checks an uploaded image against its slot's rule (type by its bytes, size, pixels from its header)
 * and puts it in the private area, to be stored under '{folder}/{ownerId}/' by its job: the result
 * is 'processing'. Call it before the write's transaction opens (no query may wait on other I/O
 * inside one); inside it, record the row and queue the job (queueImageJobs); delete what it staged
 * if the transaction fails. A refused file is the API's validation error on `field`.
 */
export function stageUploadedImage(
  storage: ObjectStorage,
  rule: UploadRule,
  upload: Promise<FileUpload>,
  ownerId: string,
  field = 'image',
): Promise<StoredMedia> {
  return asFieldError(field, async () => {
    const file = await receiveUpload((await upload).createReadStream(), rule);
    try {
      return await stageImage(storage, rule, file, newKeyStem(rule, ownerId));
    } finally {
      await file.discard();
    }
  });
}
