import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes are enough to recognise every type we accept. */
export const SNIFF_BYTES = 4100;

/** The content type a file's leading bytes show (its name and declared type are not trusted), or null. */
export async function detectContentType(head: Uint8Array): Promise<string | null> {
  if (head.length === 0) return null;
  return (await fileTypeFromBuffer(head))?.mime ?? null;
}
