import { describe, expect, it } from 'vitest';
import { pickContentCoding } from './content-coding.js';

describe('pickContentCoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli when the client takes both', () => {
    expect(pickContentCoding('gzip, deflate, br, zstd', both)).toBe('br');
  });

  it('takes gzip when brotli is not accepted or not stored', () => {
    expect(pickContentCoding('gzip, deflate', both)).toBe('gzip');
    expect(pickContentCoding('gzip, br', ['gzip'])).toBe('gzip');
  });

  it('follows q-values, and q=0 refuses a coding', () => {
    expect(pickContentCoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(pickContentCoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickContentCoding('*;q=0.1, br;q=0', both)).toBe('gzip');
  });

  it('answers identity without a header, with nothing stored, or with nothing acceptable', () => {
    expect(pickContentCoding(undefined, both)).toBe('identity');
    expect(pickContentCoding('', both)).toBe('identity');
    expect(pickContentCoding('gzip, br', [])).toBe('identity');
    expect(pickContentCoding('deflate, identity', both)).toBe('identity');
    expect(pickContentCoding('gzip;q=0, br;q=0', both)).toBe('identity');
  });

  it('reads * and x-gzip', () => {
    expect(pickContentCoding('*', both)).toBe('br');
    expect(pickContentCoding('x-gzip', both)).toBe('gzip');
  });
});
