import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import { ValidationError } from '../../../errors.js';

/** Thrown while reading when a file grows past its limit. */
class TooLarge extends Error {}

function limited(maxBytes: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > maxBytes ? new TooLarge() : null, chunk);
    },
  });
}

/** Drains what is left of a refused upload, so the request still finishes and the client gets the answer. */
function drain(stream: Readable) {
  stream.on('error', () => {});
  stream.resume();
}

/** An upload read into memory, refused with `tooLarge` on `field` as soon as it passes `maxBytes`. */
export async function uploadBytes(
  upload: Promise<FileUpload>,
  { field, maxBytes, tooLarge }: { field: string; maxBytes: number; tooLarge: string },
): Promise<Buffer> {
  const stream = (await upload).createReadStream();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      drain(stream);
      throw new ValidationError({ [field]: tooLarge });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface TempFile {
  filePath: string;
  discard(): Promise<void>;
}

/** An upload streamed into a temporary file (a zip needs random access), refused past `maxBytes`. */
export async function uploadToTempFile(
  upload: Promise<FileUpload>,
  { field, maxBytes, tooLarge }: { field: string; maxBytes: number; tooLarge: string },
): Promise<TempFile> {
  const dir = path.join(os.tmpdir(), 'adire-uploads');
  await fsp.mkdir(dir, { recursive: true });
  const filePath = path.join(dir, randomUUID());
  const discard = () => fsp.rm(filePath, { force: true });
  const stream = (await upload).createReadStream();
  try {
    await pipeline(stream, limited(maxBytes), fs.createWriteStream(filePath, { flags: 'wx' }));
    return { filePath, discard };
  } catch (err) {
    drain(stream);
    await discard();
    if (err instanceof TooLarge) throw new ValidationError({ [field]: tooLarge });
    throw err;
  }
}
