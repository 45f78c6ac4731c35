import { randomUUID } from 'node:crypto';
import { INCOMING } from '../../../storage/object-storage.js';

/** An import's files wait in storage's private area (no public URL) until its job is done with them. */
export const IMPORT_FILES = INCOMING;
export const importFileKey = (importId: string, extension: 'csv' | 'zip') =>
  `imports/${importId}/${randomUUID()}.${extension}`;
