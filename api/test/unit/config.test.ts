import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('config', () => {
  it('defaults to the embedded database on 127.0.0.1:3000', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.pgliteDir).toMatch(/\.data[/\\]pglite$/);
    expect(c.publicUrl).toBe('http://127.0.0.1:3000');
  });
  it('explains what is wrong with bad values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
