import { emailProblem } from '@domain/email-address';

export const APPLICATION_CATEGORIES = [
  'Bridal',
  'Ready to Wear',
  'Accessories',
  'Vacation',
  'Couture',
  'Other',
] as const;

export interface ApplicationDraft {
  brandName: string;
  designerName: string;
  email: string;
  phone: string;
  website: string;
  instagram: string;
  location: string;
  category: string;
  description: string;
  yearFounded: string;
}

export type ApplicationErrors = Partial<Record<keyof ApplicationDraft, string>>;

export const EMPTY_APPLICATION: ApplicationDraft = {
  brandName: '',
  designerName: '',
  email: '',
  phone: '',
  website: '',
  instagram: '',
  location: '',
  category: '',
  description: '',
  yearFounded: '',
};

/** The API accepts founding years from 1900 to the current year; the form says so before sending. */
export const EARLIEST_FOUNDING_YEAR = 1900;

function isPlausibleFoundingYear(text: string, now: Date): boolean {
  if (!/^\d{4}$/.test(text)) return false;
  const year = Number(text);
  return year >= EARLIEST_FOUNDING_YEAR && year <= now.getFullYear();
}

/** Required brandName, designerName, email, location, category, description (the API checks the same). */
export function applicationErrors(draft: ApplicationDraft, now: Date = new Date()): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (!draft.brandName.trim()) errors.brandName = 'Brand name is required';
  if (!draft.designerName.trim()) errors.designerName = 'Designer name is required';
  const email = emailProblem(draft.email);
  if (email) errors.email = email;
  if (!draft.location.trim()) errors.location = 'Location is required';
  if (!draft.category) errors.category = 'Please select a category';
  if (!draft.description.trim()) errors.description = 'Description is required';
  if (draft.yearFounded.trim() && !isPlausibleFoundingYear(draft.yearFounded.trim(), now))
    errors.yearFounded = 'Please enter a valid year';
  return errors;
}

/** The first 8 characters of the application id, as the success message shows it. */
export const applicationReference = (applicationId: string) => applicationId.slice(0, 8);

export const APPLICATION_ERROR_TOAST =
  'Submission Error - There was an error submitting your application. Please try again or contact support.';
