import { describe, expect, it } from 'vitest';
import { addChip, chipChangeAnnouncement, remainingSuggestions, removeChipAt } from './chipList';

describe('chip lists', () => {
  it('adds trimmed values and ignores blanks and repeats', () => {
    expect(addChip(['S'], '  M ')).toEqual(['S', 'M']);
    expect(addChip(['S'], '   ')).toEqual(['S']);
    expect(addChip(['Silk'], 'silk')).toEqual(['Silk']);
  });

  it('removes the entry at an index', () => {
    expect(removeChipAt(['S', 'M', 'L'], 1)).toEqual(['S', 'L']);
    expect(removeChipAt(['S'], 3)).toEqual(['S']);
  });

  it('says what changed', () => {
    expect(chipChangeAnnouncement(['S'], ['S', 'M'], ' M ')).toBe('Added M');
    expect(chipChangeAnnouncement(['S', 'M'], ['S'], 'M')).toBe('Removed M');
    expect(chipChangeAnnouncement(['S'], ['S'], 's')).toBe('s is already in the list');
    expect(chipChangeAnnouncement(['S'], ['S'], '  ')).toBe('');
  });

  it('offers only the suggestions not yet chosen', () => {
    expect(remainingSuggestions(['silk'], ['Silk', 'Lace', 'Tulle'])).toEqual(['Lace', 'Tulle']);
  });
});
