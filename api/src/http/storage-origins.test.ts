import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { storageOrigins } from './storage-origins.js';

describe('storage origins allowed by the content security policy', () => {
  it('are none with the local driver', () => {
    expect(storageOrigins(loadConfig({}))).toEqual([]);
  });
  it('name the public address and the S3 API browsers upload to', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://storage:9000',
      S3_UPLOAD_ENDPOINT: 'http://localhost:9000/',
      S3_PUBLIC_URL: 'https://cdn.example.com/media',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(storageOrigins(config)).toEqual(['https://cdn.example.com', 'http://storage:9000', 'http://localhost:9000']);
  });
  it('include bucket subdomains without path-style addressing', () => {
    expect(storageOrigins(loadConfig({ STORAGE_DRIVER: 's3', S3_REGION: 'eu-west-1' }))).toEqual([
      'https://*.s3.eu-west-1.amazonaws.com',
    ]);
    expect(storageOrigins(loadConfig({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'https://s3.example.com' }))).toEqual([
      'https://s3.example.com',
      'https://*.s3.example.com',
    ]);
  });
});
