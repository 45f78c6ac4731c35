import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  UPLOAD_RULES,
  emptyFileMessage,
  tooLargeMessage,
  wrongTypeMessage,
  isAllowedType,
} from '../../../domain/upload-rules.js';
import { SNIFF_BYTES, detectContentType } from '../../../storage/detect-type.js';

const rule = UPLOAD_RULES.productImage;

/** The images zip of an import: its files by name, each with its problem (null when it can be stored). */
export interface ImagesZip {
  problems: ReadonlyMap<string, string | null>;
  /** The file's bytes as a stream (sizes are checked against the zip's directory as it is read). */
  open(name: string): Promise<Readable>;
  close(): void;
}

/** Folders, macOS resource forks and hidden files are not product images. */
const isIgnored = (fileName: string) =>
  fileName.endsWith('/') || fileName.startsWith('__MACOSX/') || path.posix.basename(fileName).startsWith('.');

async function head(zip: ZipFile, entry: Entry): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= SNIFF_BYTES) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
}

async function entryProblem(zip: ZipFile, entry: Entry): Promise<string | null> {
  if (entry.uncompressedSize > rule.maxBytes) return tooLargeMessage(rule);
  if (entry.uncompressedSize === 0) return emptyFileMessage(rule);
  return isAllowedType(rule, await detectContentType(await head(zip, entry))) ? null : wrongTypeMessage(rule);
}

/**
 * Opens an uploaded zip and checks each file as a product image (type from its bytes, size from the
 * zip's directory). A file is found by its path in the zip and, when no other file shares it, by its
 * name alone. Throws when the file is not a zip.
 */
export async function openImagesZip(filePath: string): Promise<ImagesZip> {
  const zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false, strictFileNames: false });
  try {
    const entries = new Map<string, Entry>();
    const byBaseName = new Map<string, Entry[]>();
    for await (const entry of zip.eachEntry()) {
      if (isIgnored(entry.fileName)) continue;
      entries.set(entry.fileName, entry);
      const base = path.posix.basename(entry.fileName);
      byBaseName.set(base, [...(byBaseName.get(base) ?? []), entry]);
    }
    for (const [base, found] of byBaseName) if (found.length === 1 && !entries.has(base)) entries.set(base, found[0]!);
    const problems = new Map<string, string | null>();
    const checked = new Map<Entry, string | null>();
    for (const [name, entry] of entries) {
      if (!checked.has(entry)) checked.set(entry, await entryProblem(zip, entry));
      problems.set(name, checked.get(entry)!);
    }
    return {
      problems,
      open: (name) => {
        const entry = entries.get(name);
        if (!entry) throw new Error(`No file ${name} in the zip`);
        return zip.openReadStreamPromise(entry);
      },
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw err;
  }
}
