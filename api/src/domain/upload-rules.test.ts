import { describe, expect, it } from 'vitest';
import {
  MB,
  UPLOAD_RULES,
  fileCountProblem,
  tooLargeMessage,
  unreadableImageMessage,
  imageRuleAt,
  tooManyPixelsMessage,
  uploadProblem,
  wrongTypeMessage,
  type UploadRuleName,
} from './upload-rules.js';

describe('upload rules', () => {
  it("holds the specs' limits", () => {
    const limits: Record<UploadRuleName, [megabytes: number, kind: 'image' | 'video', maxFiles?: number]> = {
      brandImage: [5, 'image'],
      brandVideo: [50, 'video'],
      heroImage: [20, 'image'],
      collectionImage: [5, 'image'],
      productImage: [5, 'image', 4],
      productVideoOnCreate: [50, 'video'],
      productVideoOnEdit: [100, 'video'],
      videoThumbnail: [5, 'image'],
      serviceImage: [5, 'image', 2],
      portfolioImage: [10, 'image'],
      spotlightMainImage: [10, 'image'],
      spotlightThumbnail: [5, 'image'],
      spotlightProductImage: [5, 'image'],
      spotlightVideo: [50, 'video'],
    };
    for (const [name, [megabytes, kind, maxFiles]] of Object.entries(limits) as [
      UploadRuleName,
      (typeof limits)[UploadRuleName],
    ][]) {
      const rule = UPLOAD_RULES[name];
      expect(rule.maxBytes, name).toBe(megabytes * MB);
      expect(rule.kind, name).toBe(kind);
      expect(rule.types, name).toEqual(
        kind === 'image' ? ['image/png', 'image/jpeg', 'image/webp'] : ['video/mp4', 'video/webm', 'video/quicktime'],
      );
      expect((rule as { maxFiles?: number }).maxFiles, name).toBe(maxFiles);
    }
  });

  it("stores each slot in the specs' buckets", () => {
    expect(UPLOAD_RULES.brandImage.bucket).toBe('brand-assets');
    expect(UPLOAD_RULES.brandVideo.bucket).toBe('product-videos');
    expect(UPLOAD_RULES.heroImage.bucket).toBe('hero-images');
    expect(UPLOAD_RULES.portfolioImage).toMatchObject({ bucket: 'brand-assets', folder: 'portfolio' });
    expect(UPLOAD_RULES.serviceImage).toMatchObject({ bucket: 'product-images', folder: 'services' });
    expect(UPLOAD_RULES.spotlightMainImage).toMatchObject({ bucket: 'spotlight-images', folder: 'main' });
    expect(UPLOAD_RULES.spotlightVideo).toMatchObject({ bucket: 'spotlight-videos', folder: 'campaigns' });
  });

  it('finds the image slot a stored key belongs to by its bucket and folder', () => {
    expect(imageRuleAt('brand-assets', 'brands/b1/x.png')).toBe(UPLOAD_RULES.brandImage);
    expect(imageRuleAt('brand-assets', 'collections/c1/x.jpg')).toBe(UPLOAD_RULES.collectionImage);
    expect(imageRuleAt('brand-assets', 'portfolio/p1/x.webp')).toBe(UPLOAD_RULES.portfolioImage);
    expect(imageRuleAt('product-images', 'thumbnails/p1/x.png')).toBe(UPLOAD_RULES.videoThumbnail);
    expect(imageRuleAt('spotlight-images', 'products/s1/x.png')).toBe(UPLOAD_RULES.spotlightProductImage);
    expect(imageRuleAt('hero-images', 'slides/h1/x.png')).toBe(UPLOAD_RULES.heroImage);
    // Videos are not processed; unknown places belong to no slot.
    expect(imageRuleAt('product-videos', 'brands/b1/x.mp4')).toBeNull();
    expect(imageRuleAt('brand-assets', 'elsewhere/x.png')).toBeNull();
  });

  it('words its messages the same way for every slot', () => {
    expect(wrongTypeMessage(UPLOAD_RULES.brandImage)).toBe('Brand image must be a PNG, JPEG or WebP file.');
    expect(tooLargeMessage(UPLOAD_RULES.brandImage)).toBe('Brand image must be 5 MB or smaller.');
    expect(wrongTypeMessage(UPLOAD_RULES.brandVideo)).toBe('Brand video must be an MP4, WebM or QuickTime (MOV) file.');
    expect(tooLargeMessage(UPLOAD_RULES.productVideoOnEdit)).toBe('Product video must be 100 MB or smaller.');
    expect(tooLargeMessage(UPLOAD_RULES.heroImage)).toBe('Hero image must be 20 MB or smaller.');
    expect(unreadableImageMessage(UPLOAD_RULES.brandImage)).toBe(
      'Brand image could not be read. Please choose another PNG, JPEG or WebP file.',
    );
    expect(tooManyPixelsMessage(UPLOAD_RULES.heroImage)).toBe(
      'Hero image has too many pixels: it can be at most 16383 × 16383 pixels (268 megapixels).',
    );
  });

  it('checks size first, then emptiness, then the detected type', () => {
    const rule = UPLOAD_RULES.brandImage;
    expect(uploadProblem(rule, { size: 5 * MB, contentType: 'image/png' })).toBeNull();
    expect(uploadProblem(rule, { size: 5 * MB + 1, contentType: 'image/png' })).toBe(
      'Brand image must be 5 MB or smaller.',
    );
    expect(uploadProblem(rule, { size: 6 * MB, contentType: 'text/plain' })).toBe(
      'Brand image must be 5 MB or smaller.',
    );
    expect(uploadProblem(rule, { size: 0, contentType: null })).toBe('Brand image is empty.');
    expect(uploadProblem(rule, { size: 10, contentType: 'image/svg+xml' })).toBe(
      'Brand image must be a PNG, JPEG or WebP file.',
    );
    expect(uploadProblem(rule, { size: 10, contentType: null })).toBe('Brand image must be a PNG, JPEG or WebP file.');
    expect(uploadProblem(UPLOAD_RULES.brandVideo, { size: 10, contentType: 'video/quicktime' })).toBeNull();
  });

  it('limits how many files a slot holds', () => {
    expect(fileCountProblem(UPLOAD_RULES.productImage, 3)).toBeNull();
    expect(fileCountProblem(UPLOAD_RULES.productImage, 4)).toBe('You can upload up to 4 product images.');
    expect(fileCountProblem(UPLOAD_RULES.serviceImage, 0, 3)).toBe('You can upload up to 2 service images.');
    expect(fileCountProblem(UPLOAD_RULES.brandImage, 100)).toBeNull();
  });
});
