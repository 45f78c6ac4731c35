import type { StorageConfig } from '../storage/create-storage.js';

/**
 * Origins other than our own that pages load media from and send direct uploads to: the store's
 * public address, its S3 API (and, without path-style addressing, its bucket subdomains). Empty with
 * the local driver, where everything is same-origin.
 */
export function storageOrigins(config: StorageConfig): string[] {
  if (config.STORAGE_DRIVER !== 's3') return [];
  const origins: string[] = [];
  if (config.S3_PUBLIC_URL) origins.push(new URL(config.S3_PUBLIC_URL).origin);
  const apis = [config.S3_ENDPOINT, config.S3_UPLOAD_ENDPOINT].filter((u): u is string => !!u).map((u) => new URL(u));
  for (const api of apis) {
    origins.push(api.origin);
    if (config.S3_FORCE_PATH_STYLE !== 'true') origins.push(`${api.protocol}//*.${api.host}`);
  }
  if (!config.S3_ENDPOINT) origins.push(`https://*.s3.${config.S3_REGION}.amazonaws.com`);
  return [...new Set(origins)];
}
