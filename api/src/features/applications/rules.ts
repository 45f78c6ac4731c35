import { emailProblem } from '../../domain/email-address.js';

/** The designer application's category choices, as the form shows them, and their stored values. */
export const APPLICATION_CATEGORIES = {
  Bridal: 'bridal',
  'Ready to Wear': 'ready_to_wear',
  Accessories: 'accessories',
  Vacation: 'vacation',
  Couture: 'couture',
  Other: 'other',
} as const;

export type ApplicationCategoryLabel = keyof typeof APPLICATION_CATEGORIES;
export type ApplicationCategoryValue = (typeof APPLICATION_CATEGORIES)[ApplicationCategoryLabel];

/** Accepts the label ('Ready to Wear') or the stored value ('ready_to_wear'). */
export function applicationCategory(value: string): ApplicationCategoryValue | null {
  const trimmed = value.trim();
  if (trimmed in APPLICATION_CATEGORIES) return APPLICATION_CATEGORIES[trimmed as ApplicationCategoryLabel];
  const values = Object.values(APPLICATION_CATEGORIES) as string[];
  return values.includes(trimmed) ? (trimmed as ApplicationCategoryValue) : null;
}

export interface ApplicationDraft {
  brandName: string;
  designerName: string;
  email: string;
  location: string;
  category: string;
  description: string;
  yearFounded?: number | null;
}

export type ApplicationErrors = Partial<Record<keyof ApplicationDraft, string>>;

export const EARLIEST_FOUNDING_YEAR = 1900;

/**
 * Required brandName, designerName, email, location, category, description; yearFounded a plausible
 * year. The join form checks the same before sending.
 */
export function applicationErrors(draft: ApplicationDraft, currentYear: number): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (!draft.brandName.trim()) errors.brandName = 'Brand name is required';
  if (!draft.designerName.trim()) errors.designerName = 'Designer name is required';
  const email = emailProblem(draft.email);
  if (email) errors.email = email;
  if (!draft.location.trim()) errors.location = 'Location is required';
  if (!applicationCategory(draft.category)) errors.category = 'Please select a category';
  if (!draft.description.trim()) errors.description = 'Description is required';
  const year = draft.yearFounded;
  if (year != null && (!Number.isInteger(year) || year < EARLIEST_FOUNDING_YEAR || year > currentYear))
    errors.yearFounded = 'Please enter a valid year';
  return errors;
}
