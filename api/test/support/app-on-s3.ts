// Runs the whole app with its media on a local S3-compatible server (s3rver), for the browser
// journeys that check the S3 driver end to end. Settings as for api/src/main.ts.
import { startS3Server } from './s3-server.js';

const s3 = await startS3Server();
Object.assign(process.env, s3.env, { S3_PUBLIC_URL: s3.endpoint });
console.log(`S3-compatible store at ${s3.endpoint}`);
process.on('exit', () => void s3.close());
await import('../../src/main.js');
