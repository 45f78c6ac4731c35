import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPersistedDocuments, readPersistedDocuments } from './persisted-documents.js';

const idOf = (text: string) => createHash('sha256').update(text).digest('hex');
const BRANDS = 'query Brands { brands(first: 1) { totalCount } }';
const FAQS = 'query Faqs { faqs { question } }';

let dir: string;
let file: string;
const write = (map: Record<string, string>) => fs.writeFileSync(file, JSON.stringify(map, null, 2));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'persisted-documents-'));
  file = path.join(dir, 'persisted-queries.json');
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('readPersistedDocuments', () => {
  it('reads each document with its outline', () => {
    write({ [idOf(BRANDS)]: BRANDS });
    const documents = readPersistedDocuments(file);
    expect(documents.get(idOf(BRANDS))?.outline).toEqual({ kind: 'query', name: 'Brands', rootFields: ['brands'] });
  });

  it('refuses a missing file, an id that is not the hash of its text, and a text that is not one operation', () => {
    expect(() => readPersistedDocuments(file)).toThrow(/cannot be read .* the file does not exist/);
    write({ [idOf(FAQS)]: BRANDS });
    expect(() => readPersistedDocuments(file)).toThrow(/is not the SHA-256 of its text/);
    write({ [idOf('{ brands')]: '{ brands' });
    expect(() => readPersistedDocuments(file)).toThrow(/is not a single GraphQL operation/);
    fs.writeFileSync(file, '[]');
    expect(() => readPersistedDocuments(file)).toThrow(/must hold a JSON object/);
  });
});

describe('loadPersistedDocuments', () => {
  it('picks up documents relay-compiler adds while the server runs, when asked to', () => {
    write({ [idOf(BRANDS)]: BRANDS });
    const reloading = loadPersistedDocuments({ file, reloadOnChange: true });
    const fixed = loadPersistedDocuments({ file, reloadOnChange: false });
    write({ [idOf(BRANDS)]: BRANDS, [idOf(FAQS)]: FAQS });
    expect(reloading.find(idOf(FAQS))?.text).toBe(FAQS);
    expect(fixed.find(idOf(FAQS))).toBeUndefined();
    expect(fixed.find(idOf(BRANDS))?.text).toBe(BRANDS);
  });

  it('keeps the documents it has while the file is broken, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    write({ [idOf(BRANDS)]: BRANDS });
    const documents = loadPersistedDocuments({ file, reloadOnChange: true });
    fs.writeFileSync(file, '{ "half": ');
    expect(documents.find(idOf(BRANDS))?.text).toBe(BRANDS);
    expect(documents.find(idOf(BRANDS))?.text).toBe(BRANDS);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('will not start without the file', () => {
    expect(() => loadPersistedDocuments({ file, reloadOnChange: true })).toThrow(/does not exist/);
  });
});
