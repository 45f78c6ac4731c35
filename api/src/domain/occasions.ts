import type { Occasion } from '../generated/prisma/enums.js';

/** The four occasions of the home page, with the value they carry in /directory?occasion=. */
export const OCCASIONS: readonly { value: Occasion; label: string }[] = [
  { value: 'wedding', label: 'Wedding' },
  { value: 'party', label: 'Party' },
  { value: 'ready_to_wear', label: 'Ready to Wear' },
  { value: 'vacation', label: 'Vacation' },
];

/** 'Wedding', 'Ready to Wear', 'ready+to+wear', 'ready_to_wear' all map to the enum; anything else to null. */
export function parseOccasion(input: string): Occasion | null {
  const key = input
    .trim()
    .toLowerCase()
    .replace(/[\s+_-]+/g, '_');
  return OCCASIONS.find((o) => o.value === key)?.value ?? null;
}
