import {
  APPLICATION_CATEGORIES as CATEGORY_VALUES,
  applicationErrors as applicationRuleErrors,
  type ApplicationCategoryLabel,
} from '@features/applications/rules';

/** The category choices as the form lists them. */
export const APPLICATION_CATEGORIES = Object.keys(CATEGORY_VALUES) as ApplicationCategoryLabel[];

/** The form's fields, as typed. */
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
  /** The brand's public contact address (optional), apart from the address the designer signs in with. */
  contactEmail: string;
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
  contactEmail: '',
};

/** The API's rules, on the form's text: a founding year must be four digits. */
export function applicationErrors(draft: ApplicationDraft, now: Date = new Date()): ApplicationErrors {
  const year = draft.yearFounded.trim();
  const yearFounded = year === '' ? null : /^\d{4}$/.test(year) ? Number(year) : Number.NaN;
  return applicationRuleErrors({ ...draft, yearFounded }, now.getFullYear());
}

/** The first 8 characters of the application id, as the success message shows it. */
export const applicationReference = (applicationId: string) => applicationId.slice(0, 8);

export const APPLICATION_ERROR_TOAST =
  'Submission Error - There was an error submitting your application. Please try again or contact support.';
