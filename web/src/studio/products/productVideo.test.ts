import { MB } from '@domain/upload-rules';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_VIDEO_CHOICE,
  needsUpload,
  VIDEO_URL_INVALID,
  videoFileProblem,
  videoProblems,
  videoSent,
} from './productVideo';

const mp4 = (size: number) => ({ size, type: 'video/mp4' });

describe('the product video', () => {
  it('takes 50 MB on create and 100 MB on edit', () => {
    expect(videoFileProblem('create', mp4(50 * MB))).toBeNull();
    expect(videoFileProblem('create', mp4(51 * MB))).toMatch(/50 MB/);
    expect(videoFileProblem('edit', mp4(99 * MB))).toBeNull();
    expect(videoFileProblem('edit', { size: MB, type: 'image/gif' })).toMatch(/MP4/);
  });

  it('sends the uploaded key, or the address, or nothing', () => {
    const file = new File(['x'], 'a.mp4', { type: 'video/mp4' });
    const withFile = { ...EMPTY_VIDEO_CHOICE, file };
    expect(needsUpload(withFile)).toBe(true);
    expect(videoSent(withFile, 'videos/k.mp4')).toEqual({ videoUploadKey: 'videos/k.mp4' });
    expect(videoSent({ ...EMPTY_VIDEO_CHOICE, source: 'url', url: ' https://v.example/a.mp4 ' }, null)).toEqual({
      videoUrl: 'https://v.example/a.mp4',
    });
    expect(needsUpload({ ...withFile, remove: true })).toBe(false);
    expect(videoSent({ ...withFile, remove: true }, 'k')).toEqual({});
  });

  it('refuses an address that is not one', () => {
    expect(videoProblems({ ...EMPTY_VIDEO_CHOICE, source: 'url', url: 'video.mp4' })).toEqual({
      video: VIDEO_URL_INVALID,
    });
    expect(videoProblems({ ...EMPTY_VIDEO_CHOICE, source: 'url', url: '' })).toEqual({});
  });
});
