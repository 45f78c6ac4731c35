import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { S3_INCOMING_BUCKET, S3RVER_CREDENTIALS } from './s3-server.js';

/** Lists object keys under a prefix straight from the store, to see what an operation left behind. */
export type KeyLister = (bucket: string, prefix: string) => Promise<string[]>;

export function localKeyLister(mediaDir: string): KeyLister {
  return async (bucket, prefix) => {
    const root = path.join(mediaDir, bucket);
    const start = path.join(root, prefix);
    if (!fs.existsSync(start)) return [];
    return (
      (fs.readdirSync(start, { recursive: true }) as string[])
        .map((entry) => path.join(start, entry))
        // Staging directories (dot-directories) hold files only while they are being written.
        .filter(
          (file) =>
            fs.statSync(file).isFile() &&
            !path
              .relative(root, file)
              .split(path.sep)
              .some((s) => s.startsWith('.')),
        )
        .map((file) => path.relative(root, file).split(path.sep).join('/'))
        .sort()
    );
  };
}

export function s3KeyLister(endpoint: string): KeyLister {
  const client = new S3Client({ endpoint, region: 'us-east-1', credentials: S3RVER_CREDENTIALS, forcePathStyle: true });
  return async (bucket, prefix) => {
    const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (answer.Contents ?? []).map((o) => o.Key!).sort();
  };
}

/** Lists the keys in the private area (uploads waiting for their job) under a prefix. */
export function incomingKeyLister(server: { incomingDir: string }, s3?: { endpoint: string }) {
  return (prefix = ''): Promise<string[]> =>
    s3 ? s3KeyLister(s3.endpoint)(S3_INCOMING_BUCKET, prefix) : localKeyLister(server.incomingDir)('', prefix);
}
