import { describe, expect, it } from 'vitest';
import { labelsInWords } from './vocabulary';

describe('labelsInWords', () => {
  it('labels each value with its words', () => {
    expect(labelsInWords(['new', 'custom_order', 'social_media'] as const)).toEqual({
      new: 'New',
      custom_order: 'Custom order',
      social_media: 'Social media',
    });
  });
});
