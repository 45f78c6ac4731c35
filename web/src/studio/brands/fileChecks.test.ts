import { describe, expect, it } from 'vitest';
import { brandImageProblem, brandVideoProblem, formatFileSize, uploadsVideoDirectly } from './fileChecks';

const MB = 1024 * 1024;

describe('brandImageProblem', () => {
  it('accepts PNG, JPEG and WebP up to 5 MB', () => {
    expect(brandImageProblem({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(brandImageProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(brandImageProblem({ type: 'image/webp', size: 1000 })).toBeNull();
  });

  it('refuses other types, larger files and empty ones', () => {
    expect(brandImageProblem({ type: 'image/gif', size: 1000 })).toBe('Brand image must be a PNG, JPEG or WebP file.');
    expect(brandImageProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe('Brand image must be 5 MB or smaller.');
    expect(brandImageProblem({ type: 'image/png', size: 0 })).toBe('Brand image is empty.');
  });
});

describe('brandVideoProblem', () => {
  it('accepts MP4, WebM and QuickTime up to 50 MB', () => {
    expect(brandVideoProblem({ type: 'video/mp4', size: 50 * MB })).toBeNull();
    expect(brandVideoProblem({ type: 'video/quicktime', size: 10 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(brandVideoProblem({ type: 'video/x-msvideo', size: 10 })).toBe(
      'Brand video must be an MP4, WebM or QuickTime (MOV) file.',
    );
    expect(brandVideoProblem({ type: 'video/mp4', size: 50 * MB + 1 })).toBe('Brand video must be 50 MB or smaller.');
  });
});

describe('uploadsVideoDirectly', () => {
  it('sends videos of 8 MB and more straight to storage', () => {
    expect(uploadsVideoDirectly({ size: 8 * MB - 1 })).toBe(false);
    expect(uploadsVideoDirectly({ size: 8 * MB })).toBe(true);
  });
});

describe('formatFileSize', () => {
  it('writes megabytes to one decimal and smaller files in kilobytes', () => {
    expect(formatFileSize(3.25 * MB)).toBe('3.3 MB');
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
