import { emailProblem } from '../../domain/email-address.js';
import { formalLanguage } from '../../domain/formal-language.js';
import { isInstagramAccount, isWebsite } from '../../domain/web-links.js';

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
  website?: string | null;
  instagram?: string | null;
  /** The brand's public contact address (optional; not the address the designer signs in with). */
  contactEmail?: string | null;
}

export type ApplicationErrors = Partial<Record<keyof ApplicationDraft, string>>;

export const EARLIEST_FOUNDING_YEAR = 1900;

/**
 * Required brandName, designerName, email, location, category, description; yearFounded a plausible
 * year; website and instagram, when given, a web address or handle (the studio links to them);
 * contactEmail, when given, an address. The join form checks the same before sending.
 */
export function applicationErrors(draft: ApplicationDraft, currentYear: number): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (!draft.brandName.trim()) errors.brandName = 'Brand name is required';
  if (!draft.designerName.trim()) errors.designerName = 'Designer name is required';
  const email = emailProblem(draft.email);
  if (email) errors.email = email;
  if (draft.contactEmail?.trim()) {
    const contactEmail = emailProblem(draft.contactEmail);
    if (contactEmail) errors.contactEmail = contactEmail;
  }
  if (!draft.location.trim()) errors.location = 'Location is required';
  if (!applicationCategory(draft.category)) errors.category = 'Please select a category';
  if (!draft.description.trim()) errors.description = 'Description is required';
  const year = draft.yearFounded;
  if (year != null && (!Number.isInteger(year) || year < EARLIEST_FOUNDING_YEAR || year > currentYear))
    errors.yearFounded = 'Please enter a valid year';
  const website = draft.website?.trim();
  if (website && !isWebsite(website)) errors.website = 'Please enter a website address, such as https://yourbrand.com';
  const instagram = draft.instagram?.trim();
  if (instagram && !isInstagramAccount(instagram))
    errors.instagram = 'Please enter an Instagram @handle or a link starting with https://';
  return errors;
}

/** The review states, in the order a review moves through them. */
export const APPLICATION_STATUSES = ['new', 'reviewing', 'approved', 'rejected'] as const;
export type ApplicationStatusValue = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_MESSAGE = 'Status must be one of new, reviewing, approved, rejected';
export const APPLICATION_NOTES_MAX_LENGTH = 5000;
export const APPLICATION_NOTES_MESSAGE = `Notes must be at most ${APPLICATION_NOTES_MAX_LENGTH} characters long`;

export function isApplicationStatus(value: unknown): value is ApplicationStatusValue {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

export const APPLICATION_APPROVED_MESSAGE =
  'An approved application cannot be rejected: the designer already has their brand and studio access.';

/**
 * Approval made the designer's account and brand (the application remembers them, also after moving
 * back to reviewing); a rejection would leave both and mail a decline, so it is refused.
 */
export const mayBeRejected = (app: { status: ApplicationStatusValue; userId: string | null; brandId: string | null }) =>
  app.status !== 'approved' && !app.userId && !app.brandId;

/** A review decision stamps reviewed_at; moving back to new or reviewing leaves the stamp as it was. */
export const isDecision = (status: ApplicationStatusValue) => status === 'approved' || status === 'rejected';

/**
 * The brand category an approved application starts with. The join form's choices are broader than
 * the directory's: vacation and other wear start as Ready to Wear and couture as Made to Measure; the
 * designer changes it on their brand's edit page.
 */
export const BRAND_CATEGORY_OF_APPLICATION: Record<ApplicationCategoryValue, string> = {
  bridal: 'Bridal',
  ready_to_wear: 'Ready to Wear',
  accessories: 'Accessories',
  vacation: 'Ready to Wear',
  couture: 'Made to Measure',
  other: 'Ready to Wear',
};

export const BRAND_NAME_MAX = 50;
export const BRAND_SHORT_DESCRIPTION_MAX = 150;

/** Text cut to at most max characters, at a word boundary when one is near, with an ellipsis. */
export function clipText(text: string, max: number): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const chars = [...trimmed];
  if (chars.length <= max) return trimmed;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface ApprovedApplication {
  brandName: string;
  website: string | null;
  instagram: string | null;
  location: string;
  category: ApplicationCategoryValue;
  description: string;
  yearFounded: number | null;
  contactEmail: string | null;
}

/** The unverified brand an approval creates, filled from the application (descriptions in formal language, like every brand's). */
export function brandFromApplication(app: ApprovedApplication) {
  const category = BRAND_CATEGORY_OF_APPLICATION[app.category];
  const description = formalLanguage(app.description.trim());
  return {
    name: clipText(app.brandName, BRAND_NAME_MAX),
    description: clipText(description, BRAND_SHORT_DESCRIPTION_MAX),
    longDescription: description,
    location: app.location.trim(),
    category,
    categories: [category],
    website: app.website,
    instagram: app.instagram,
    // The public address the applicant chose, never the one they sign in with: empty until they choose one.
    contactEmail: app.contactEmail,
    foundedYear: app.yearFounded,
    isVerified: false,
  };
}
