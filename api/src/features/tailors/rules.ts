import { TAILORING_MESSAGES } from './messages.js';

/**
 * The tailors filter's four specialties and the words each one stands for. A tailor matches a
 * specialty when any of its specialties contains, or is contained in, any synonym (ignoring case).
 */
export const TAILOR_SPECIALTIES = ['Bridal', 'Custom Design', 'Made to Measure', 'Alterations'] as const;
export type TailorSpecialty = (typeof TAILOR_SPECIALTIES)[number];

export const SPECIALTY_SYNONYMS: Record<TailorSpecialty, readonly string[]> = {
  Bridal: ['Wedding Dresses', 'Bridal Wear', 'Evening Gowns', 'Bridal'],
  'Custom Design': ['Custom Design', 'Bespoke Garments', 'Made-to-Measure', 'Bespoke Tailoring'],
  'Made to Measure': ['Made-to-Measure', 'Custom Fit', 'Bespoke Tailoring', 'Custom Design'],
  Alterations: ['Alterations', 'Hemming', 'Resizing', 'Repairs'],
};

/** One of the four names (any case, surrounding spaces ignored), or null: anything else is not a filter. */
export function parseTailorSpecialty(input: string | null | undefined): TailorSpecialty | null {
  const key = input?.trim().toLowerCase();
  if (!key) return null;
  return TAILOR_SPECIALTIES.find((name) => name.toLowerCase() === key) ?? null;
}

/** Stored specialties may be an array or one comma-separated string; blanks are dropped. */
export function specialtyList(specialties: readonly string[] | string | null | undefined): string[] {
  const items = typeof specialties === 'string' ? specialties.split(',') : (specialties ?? []);
  return items.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Whether a tailor with these specialties offers the given specialty. No specialties: no match. */
export function offersSpecialty(
  specialties: readonly string[] | string | null | undefined,
  specialty: TailorSpecialty,
): boolean {
  const synonyms = SPECIALTY_SYNONYMS[specialty].map((s) => s.toLowerCase());
  return specialtyList(specialties).some((own) => {
    const mine = own.toLowerCase();
    return synonyms.some((synonym) => mine.includes(synonym) || synonym.includes(mine));
  });
}

// ---------------------------------------------------------------- the studio tailoring card

/** The tailoring card's specialty options. */
export const TAILORING_SPECIALTY_OPTIONS = ['Bridal', 'Custom Design', 'Alterations', 'Evening Gowns'] as const;

export interface TailoringDraft {
  title: string;
  specialties: readonly string[];
  consultationFee?: number | null;
}

export function tailoringErrors(draft: TailoringDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.title.trim()) errors.title = TAILORING_MESSAGES.tailoringTitleRequired;
  if (draft.specialties.some((s) => !(TAILORING_SPECIALTY_OPTIONS as readonly string[]).includes(s)))
    errors.specialties = TAILORING_MESSAGES.tailoringSpecialties;
  const fee = draft.consultationFee;
  if (fee != null && (!Number.isFinite(fee) || fee < 0)) errors.consultationFee = TAILORING_MESSAGES.tailoringFee;
  return errors;
}
