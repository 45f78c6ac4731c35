import { UPLOAD_RULES } from '@domain/upload-rules';
import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  chosenImage,
  emptyImageChoice,
  formatFileSize,
  hasImage,
  imageFileProblem,
  isShowableImageUrl,
  uploadHint,
} from './imageChoice';

const file = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'look.png', { type });

describe('image choices', () => {
  it('start empty, on the source asked for', () => {
    expect(emptyImageChoice()).toEqual({ source: 'file', file: null, url: '' });
    expect(emptyImageChoice('url').source).toBe('url');
  });

  it('hold an image only on the chosen source', () => {
    const picked = file(10);
    expect(hasImage({ source: 'file', file: picked, url: '' })).toBe(true);
    expect(hasImage({ source: 'url', file: picked, url: '  ' })).toBe(false);
    expect(hasImage({ source: 'url', file: null, url: ' https://x.test/a.png ' })).toBe(true);
    expect(hasImage({ source: 'file', file: null, url: 'https://x.test/a.png' })).toBe(false);
  });

  it('send the file or the trimmed address', () => {
    const picked = file(10);
    expect(chosenImage({ source: 'file', file: picked, url: 'x' })).toEqual({ file: picked });
    expect(chosenImage({ source: 'url', file: picked, url: ' https://x.test/a.png ' })).toEqual({
      url: 'https://x.test/a.png',
    });
    expect(chosenImage(emptyImageChoice())).toBeNull();
  });
});

describe('isShowableImageUrl', () => {
  it('takes web addresses and paths of this site', () => {
    expect(isShowableImageUrl('https://cdn.test/a.jpg')).toBe(true);
    expect(isShowableImageUrl('/media/hero-images/a.svg')).toBe(true);
    expect(isShowableImageUrl('ftp://x')).toBe(false);
    expect(isShowableImageUrl('look.png')).toBe(false);
    expect(isShowableImageUrl('')).toBe(false);
  });
});

describe('file checks', () => {
  const rule = UPLOAD_RULES.heroImage;

  it('refuse files over the limit, empty files and other types', () => {
    expect(imageFileProblem(rule, file(1024))).toBeNull();
    expect(imageFileProblem(rule, { size: 21 * 1024 * 1024, type: 'image/png' })).toBe(
      'Hero image must be 20 MB or smaller.',
    );
    expect(imageFileProblem(rule, { size: 0, type: 'image/png' })).toBe('Hero image is empty.');
    expect(imageFileProblem(rule, { size: 10, type: 'image/gif' })).toBe(
      'Hero image must be a PNG, JPEG or WebP file.',
    );
  });

  it('describe the slot', () => {
    expect(acceptOf(rule)).toBe('image/png,image/jpeg,image/webp');
    expect(uploadHint(rule)).toBe('PNG, JPEG or WebP, at most 20 MB.');
    expect(uploadHint(UPLOAD_RULES.collectionImage)).toBe('PNG, JPEG or WebP, at most 5 MB.');
  });

  it('write sizes for people', () => {
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(100)).toBe('1 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });
});
