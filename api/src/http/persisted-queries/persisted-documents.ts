import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { outlineOperation, type OperationOutline } from './operation-outline.js';

/** One document of the web app, as relay-compiler persisted it: its id is the SHA-256 of its text. */
export interface PersistedDocument {
  id: string;
  text: string;
  outline: OperationOutline;
}

export interface PersistedDocuments {
  /** The document with this id, or undefined when the server does not know it. */
  find(id: string): PersistedDocument | undefined;
  readonly size: number;
}

export interface PersistedDocumentsOptions {
  /** The JSON map relay-compiler writes (id → operation text). */
  file: string;
  /** Read the file again whenever it changes (development: relay-compiler rewrites it while the server runs). */
  reloadOnChange: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Reads and checks the map; any entry that is not what relay-compiler writes stops the server with its reason. */
export function readPersistedDocuments(file: string): Map<string, PersistedDocument> {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'the file does not exist' : String(error);
    throw new Error(`The web app's persisted queries cannot be read from ${file}: ${reason}.`);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new Error(`${file} must hold a JSON object of persisted query ids and their texts.`);
  const documents = new Map<string, PersistedDocument>();
  for (const [id, text] of Object.entries(raw)) {
    if (typeof text !== 'string' || sha256(text) !== id)
      throw new Error(`${file}: the entry ${id} is not the SHA-256 of its text; run \`npm run relay\` to rewrite it.`);
    const outline = outlineOperation(text);
    if (!outline) throw new Error(`${file}: the entry ${id} is not a single GraphQL operation.`);
    documents.set(id, { id, text, outline });
  }
  return documents;
}

/**
 * The web app's documents, loaded once at start. With `reloadOnChange` the file is checked on each
 * lookup (a stat, cheap next to a request) and read again when it changed; a half-written or broken
 * file keeps the previous documents until it is whole again.
 */
export function loadPersistedDocuments({ file, reloadOnChange }: PersistedDocumentsOptions): PersistedDocuments {
  let documents = readPersistedDocuments(file);
  let version = reloadOnChange ? fileVersion(file) : null;

  const refresh = () => {
    const current = fileVersion(file);
    if (current === version) return;
    // Remembered even when the read fails, so a broken file is reported once, not on every request.
    version = current;
    try {
      documents = readPersistedDocuments(file);
    } catch (error) {
      console.warn(`[persisted-queries] keeping the previous documents: ${(error as Error).message}`);
    }
  };

  return {
    find(id) {
      if (reloadOnChange) refresh();
      return documents.get(id);
    },
    get size() {
      return documents.size;
    },
  };
}

function fileVersion(file: string): string | null {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return null;
  }
}
