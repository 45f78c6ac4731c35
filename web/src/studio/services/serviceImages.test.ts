import { describe, expect, it } from 'vitest';
import {
  keptImages,
  serviceImageProblem,
  serviceImagesInput,
  withImageFile,
  withoutServiceImageAt,
  type ServiceImage,
} from './serviceImages';

const file = (name: string, type = 'image/png', size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('the two image slots', () => {
  it('promotes the second image when the first (main) one is removed', () => {
    const images = withImageFile(withImageFile([], file('a.png')), file('b.png'));
    const left = withoutServiceImageAt(images, 0);
    expect(left).toHaveLength(1);
    expect((left[0] as Extract<ServiceImage, { kind: 'file' }>).file.name).toBe('b.png');
  });

  it('refuses a third image, a wrong type and a file over 5 MB', () => {
    const two = withImageFile(withImageFile([], file('a.png')), file('b.png'));
    expect(serviceImageProblem(two, file('c.png'))).toBe('You can upload up to 2 service images.');
    expect(serviceImageProblem([], file('c.gif', 'image/gif'))).toBe('Service image must be a PNG, JPEG or WebP file.');
    expect(serviceImageProblem([], { type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Service image must be 5 MB or smaller.',
    );
    expect(serviceImageProblem([], file('ok.webp', 'image/webp'))).toBeNull();
  });

  it('sends the kept images and the new files apart', () => {
    const picked = file('new.png');
    const images = withImageFile(withoutServiceImageAt(keptImages(['/a.jpg', '/b.jpg']), 0), picked);
    expect(serviceImagesInput(images)).toEqual({ keptImages: ['/b.jpg'], files: [picked] });
  });
});
