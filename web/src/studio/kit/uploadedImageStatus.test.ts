import { describe, expect, it } from 'vitest';
import { imageStatus, pollDelayMs } from './uploadedImageStatus';

describe('uploaded image state', () => {
  it('reads the status from an image field, ready when the field is absent', () => {
    expect(imageStatus({ processing: true, failed: false })).toBe('processing');
    expect(imageStatus({ processing: false, failed: true })).toBe('failed');
    expect(imageStatus({ processing: false, failed: false })).toBe('ready');
    expect(imageStatus(null)).toBe('ready');
    expect(imageStatus(undefined)).toBe('ready');
  });

  it('asks often while most uploads finish, then less often', () => {
    expect(pollDelayMs(0)).toBe(2000);
    expect(pollDelayMs(9)).toBe(2000);
    expect(pollDelayMs(10)).toBe(5000);
    expect(pollDelayMs(30)).toBe(15000);
    // 10 × 2 s + 20 × 5 s: two minutes of frequent checks before settling at one every 15 s.
    expect(Array.from({ length: 30 }, (_, i) => pollDelayMs(i)).reduce((a, b) => a + b)).toBe(120_000);
  });
});
