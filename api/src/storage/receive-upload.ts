import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  EXTENSION_FOR_TYPE,
  emptyFileMessage,
  isAllowedType,
  tooLargeMessage,
  wrongTypeMessage,
  type MediaType,
  type UploadRule,
} from '../domain/upload-rules.js';
import { SNIFF_BYTES, detectContentType } from './detect-type.js';
import { UploadRejectedError } from './upload-rejected.js';

/** An accepted upload, waiting in a temporary file until it is stored; call discard() when done. */
export interface ReceivedFile {
  filePath: string;
  size: number;
  contentType: MediaType;
  extension: string;
  discard(): Promise<void>;
}

const TEMP_DIR = path.join(os.tmpdir(), 'adire-uploads');

export interface ReceiveOptions {
  /** A tighter byte limit than the rule's (a presigned upload's declared size). */
  maxBytes?: number;
  /** Where the temporary file goes (default: the system's temporary directory). */
  tempDir?: string;
}

/**
 * Streams an upload into a temporary file while checking it against the slot's rule: the type is
 * read from the first bytes before anything is written, and the size as bytes arrive, so a file
 * that does not fit is refused early. A refused or failed upload leaves no file behind, and the rest
 * of the source is drained rather than destroyed so the client still receives the answer.
 */
export async function receiveUpload(
  source: Readable,
  rule: UploadRule,
  options: ReceiveOptions = {},
): Promise<ReceivedFile> {
  const tempDir = options.tempDir ?? TEMP_DIR;
  await fsp.mkdir(tempDir, { recursive: true });
  const filePath = path.join(tempDir, randomUUID());
  const limit = Math.min(rule.maxBytes, options.maxBytes ?? Infinity);
  const tooLarge =
    limit < rule.maxBytes
      ? `${rule.label} is larger than the size given when the upload started.`
      : tooLargeMessage(rule);

  return new Promise<ReceivedFile>((resolve, reject) => {
    const out = fs.createWriteStream(filePath, { flags: 'wx' });
    let size = 0;
    let head: Buffer[] = [];
    let headLength = 0;
    let contentType: MediaType | null = null;
    let checking = false;
    let sourceEnded = false;
    let settled = false;

    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      source.off('data', onData);
      source.off('end', onEnd);
      source.on('error', () => {});
      source.resume();
      // The file is removed once the stream has closed: destroying it while it is still opening
      // would otherwise let the open create the file after it was removed.
      const removeFile = () => void fsp.rm(filePath, { force: true }).finally(() => reject(error));
      if (out.closed) removeFile();
      else {
        out.once('close', removeFile);
        out.destroy();
      }
    };

    const write = (chunk: Buffer) => {
      if (!out.write(chunk)) {
        source.pause();
        out.once('drain', () => {
          if (!settled) source.resume();
        });
      }
    };

    const finish = () => {
      if (settled) return;
      out.end(() => {
        if (settled) return;
        settled = true;
        resolve({
          filePath,
          size,
          contentType: contentType!,
          extension: EXTENSION_FOR_TYPE[contentType!],
          discard: () => fsp.rm(filePath, { force: true }),
        });
      });
    };

    /** Checks the buffered first bytes; on success writes them out and lets the rest flow. */
    const checkType = async () => {
      checking = true;
      const detected = await detectContentType(Buffer.concat(head).subarray(0, SNIFF_BYTES));
      if (settled) return;
      if (size === 0) return fail(new UploadRejectedError(emptyFileMessage(rule)));
      if (!isAllowedType(rule, detected)) return fail(new UploadRejectedError(wrongTypeMessage(rule)));
      contentType = detected;
      const buffered = Buffer.concat(head);
      head = [];
      write(buffered);
      if (sourceEnded) finish();
      else if (!out.writableNeedDrain) source.resume();
    };

    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return fail(new UploadRejectedError(tooLarge));
      if (contentType) return write(chunk);
      head.push(chunk);
      headLength += chunk.length;
      if (headLength >= SNIFF_BYTES && !checking) {
        source.pause();
        checkType().catch(fail);
      }
    };

    const onEnd = () => {
      sourceEnded = true;
      if (contentType) finish();
      else if (!checking) checkType().catch(fail);
      // Otherwise the type check under way finishes the file.
    };

    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', fail);
    out.once('error', fail);
  });
}
