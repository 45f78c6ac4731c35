import { randomUUID } from 'node:crypto';
import { UPLOAD_RULES } from '../../domain/upload-rules.js';

/** Where an import's zip waits for its job: a key nobody is given, removed when the job is done. */
export const IMPORT_ZIP_BUCKET = UPLOAD_RULES.productImage.bucket;
export const importZipKey = (importId: string) => `imports/${importId}/${randomUUID()}.zip`;
