import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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

describe('storage config', () => {
  it('defaults to the local driver', () => {
    const c = loadConfig({});
    expect(c.STORAGE_DRIVER).toBe('local');
    expect(c.mediaDir).toMatch(/\.data[/\\]media$/);
  });
  it('reads the S3 settings', () => {
    const c = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://storage:9000',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'http://localhost:9000',
    });
    expect(c).toMatchObject({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://storage:9000',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'http://localhost:9000',
    });
  });
  it('refuses half a credential pair and unknown drivers', () => {
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'a' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ S3_PUBLIC_URL: 'cdn' })).toThrow(/S3_PUBLIC_URL/);
  });
});
