import { addChip } from '@features/products/rules';

/** The list after removing the entry at `index`. */
export const removeChipAt = (list: readonly string[], index: number): string[] => list.filter((_, i) => i !== index);

/** What the field says to screen readers after a change. */
export function chipChangeAnnouncement(before: readonly string[], after: readonly string[], value: string): string {
  if (after.length > before.length) return `Added ${after[after.length - 1]}`;
  if (after.length < before.length) return `Removed ${value}`;
  return value.trim() ? `${value.trim()} is already in the list` : '';
}

/** The suggestions not yet in the list (compared without case). */
export function remainingSuggestions(list: readonly string[], suggestions: readonly string[]): string[] {
  const chosen = new Set(list.map((item) => item.toLowerCase()));
  return suggestions.filter((suggestion) => !chosen.has(suggestion.toLowerCase()));
}

export { addChip };
