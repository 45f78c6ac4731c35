// `node --import tsx api/bench/image-job-probe.ts <image file>`: what making an upload's stored
// files costs by itself (storeImage: the original and its variants), in a process of its own so its
// peak memory is its own: wall time, CPU time and the process's peak resident memory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UPLOAD_RULES } from '../src/domain/upload-rules.js';
import { LocalStorage } from '../src/storage/local-storage.js';
import { UploadGrantSigner } from '../src/storage/upload-grant.js';
import { receiveUpload } from '../src/storage/receive-upload.js';
import { newKeyStem, storeImage } from '../src/storage/stored-media.js';

const source = process.argv[2];
if (!source) throw new Error('usage: image-job-probe.ts <image file>');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-job-probe-'));
try {
  const rule = UPLOAD_RULES.heroImage;
  const objects = new LocalStorage({
    rootDir: path.join(dir, 'media'),
    incomingDir: path.join(dir, 'incoming'),
    signer: new UploadGrantSigner(),
  });
  const file = await receiveUpload(fs.createReadStream(source), rule, { tempDir: dir });
  const rssBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const media = await storeImage(objects, rule, file, newKeyStem(rule, 'probe'));
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  console.log(
    JSON.stringify({
      file: path.basename(source),
      ms: Math.round(ms),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      rssBeforeMB: mb(rssBefore),
      peakRssMB: mb(process.resourceUsage().maxRSS * 1024),
      original: { width: media.width, height: media.height, bytes: media.size },
      variants: media.variants.length,
    }),
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
