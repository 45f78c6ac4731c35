import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MB, UPLOAD_RULES } from '../domain/upload-rules.js';
import { receiveUpload } from './receive-upload.js';
import { UploadRejectedError } from './upload-rejected.js';
import { mp4, noisyPng, png, text } from '../../test/support/media-fixtures.js';

let tempDir: string;
beforeEach(() => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'adire-receive-'));
});
afterEach(() => {
  fs.rmSync(tempDir, { recursive: true, force: true });
});

/** A source that hands out its bytes in chunks and records how many were read. */
function chunked(bytes: Buffer, chunkSize = 64 * 1024) {
  let offset = 0;
  const source = new Readable({
    read() {
      if (offset >= bytes.length) return void this.push(null);
      this.push(bytes.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
  return source;
}

const leftovers = () => fs.readdirSync(tempDir);

describe('receiving an upload', () => {
  it('keeps an accepted image in a temporary file, typed from its bytes', async () => {
    const image = await png(800, 600);
    const file = await receiveUpload(chunked(image, 1000), UPLOAD_RULES.brandImage, { tempDir });
    expect(file).toMatchObject({ size: image.length, contentType: 'image/png', extension: 'png' });
    expect(fs.readFileSync(file.filePath).equals(image)).toBe(true);
    await file.discard();
    expect(leftovers()).toEqual([]);
  });

  it('accepts a file smaller than the bytes needed to detect types', async () => {
    const image = await png(4, 4);
    expect(image.length).toBeLessThan(4100);
    const file = await receiveUpload(Readable.from([image]), UPLOAD_RULES.brandImage, { tempDir });
    expect(file.contentType).toBe('image/png');
    await file.discard();
  });

  it('refuses a file over the limit as soon as it passes it, leaving nothing', async () => {
    const source = chunked(await noisyPng(6 * MB));
    let consumedAll = false;
    source.on('end', () => (consumedAll = true));
    await expect(receiveUpload(source, UPLOAD_RULES.brandImage, { tempDir })).rejects.toThrow(
      new UploadRejectedError('Brand image must be 5 MB or smaller.'),
    );
    expect(leftovers()).toEqual([]);
    // The rest is drained, not left hanging, so an HTTP request can still be answered.
    await new Promise((r) => setTimeout(r, 50));
    expect(consumedAll).toBe(true);
  });

  it('refuses text sent as an image, from its bytes', async () => {
    await expect(receiveUpload(chunked(text(10_000), 1000), UPLOAD_RULES.brandImage, { tempDir })).rejects.toThrow(
      'Brand image must be a PNG, JPEG or WebP file.',
    );
    await expect(receiveUpload(Readable.from([text(100)]), UPLOAD_RULES.brandImage, { tempDir })).rejects.toThrow(
      'Brand image must be a PNG, JPEG or WebP file.',
    );
    expect(leftovers()).toEqual([]);
  });

  it('refuses an empty file and a video in an image slot', async () => {
    await expect(receiveUpload(Readable.from([]), UPLOAD_RULES.brandImage, { tempDir })).rejects.toThrow(
      'Brand image is empty.',
    );
    await expect(receiveUpload(Readable.from([mp4()]), UPLOAD_RULES.brandImage, { tempDir })).rejects.toThrow(
      'Brand image must be a PNG, JPEG or WebP file.',
    );
    expect(leftovers()).toEqual([]);
  });

  it('accepts a video in a video slot and holds it to a declared size', async () => {
    const video = mp4(200_000);
    const file = await receiveUpload(chunked(video), UPLOAD_RULES.brandVideo, { tempDir });
    expect(file).toMatchObject({ contentType: 'video/mp4', extension: 'mp4', size: 200_000 });
    await file.discard();
    await expect(
      receiveUpload(chunked(video), UPLOAD_RULES.brandVideo, { tempDir, maxBytes: 100_000 }),
    ).rejects.toThrow('Brand video is larger than the size given when the upload started.');
    expect(leftovers()).toEqual([]);
  });

  it('cleans up when the source fails midway', async () => {
    const image = await png(800, 600);
    const source = new Readable({ read() {} });
    const receiving = receiveUpload(source, UPLOAD_RULES.brandImage, { tempDir });
    source.push(image.subarray(0, 5000));
    setTimeout(() => source.destroy(new Error('client went away')), 20);
    await expect(receiving).rejects.toThrow('client went away');
    expect(leftovers()).toEqual([]);
  });
});
