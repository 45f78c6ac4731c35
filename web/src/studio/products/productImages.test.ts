import { describe, expect, it } from 'vitest';
import {
  canMove,
  keptImages,
  movedImage,
  newImageFiles,
  withoutImageAt,
  withPickedFiles,
  type ProductImage,
} from './productImages';

const png = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('product images', () => {
  it('adds picked files up to four, naming those refused', () => {
    const kept: ProductImage[] = [
      { kind: 'kept', url: 'a.webp' },
      { kind: 'kept', url: 'b.webp' },
    ];
    const gif = new File([new Uint8Array(10)], 'x.gif', { type: 'image/gif' });
    const big = png('big.png', 6 * 1024 * 1024);
    const { images, problems } = withPickedFiles(kept, [png('1.png'), gif, big, png('2.png'), png('3.png')]);
    expect(images.map((image) => (image.kind === 'kept' ? image.url : image.file.name))).toEqual([
      'a.webp',
      'b.webp',
      '1.png',
      '2.png',
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^x\.gif: /);
    expect(problems[1]).toMatch(/^big\.png: .*5 MB/);
    expect(problems[2]).toMatch(/one file was not added/);
  });

  it('splits into the images kept (in order) and the new files', () => {
    const { images } = withPickedFiles([{ kind: 'kept', url: 'a.webp' }], [png('1.png')]);
    expect(keptImages(images)).toEqual(['a.webp']);
    expect(newImageFiles(images).map((file) => file.name)).toEqual(['1.png']);
    expect(keptImages(withoutImageAt(images, 0))).toEqual([]);
  });

  it('moves an image only past one of its own kind', () => {
    const { images } = withPickedFiles(
      [
        { kind: 'kept', url: 'a' },
        { kind: 'kept', url: 'b' },
      ],
      [png('1.png')],
    );
    expect(keptImages(movedImage(images, 1, -1))).toEqual(['b', 'a']);
    expect(canMove(images, 1, 1)).toBe(false);
    expect(movedImage(images, 1, 1)).toEqual(images);
    expect(canMove(images, 0, -1)).toBe(false);
  });
});
