import { HERO_MESSAGES } from '@features/hero/messages';
import { heroLink, heroSlideErrors } from '@features/hero/rules';
import { chosenImage, hasImage, type ImageChoice } from '../kit/imageChoice';

/** The slide form as typed (spec section 3, Hero slide). */
export interface HeroSlideFormState {
  title: string;
  heroTitle: string;
  subtitle: string;
  link: string;
  isEditorial: boolean;
  /** As typed; a whole number of at least 1 (spec section 5). */
  displayOrder: string;
  isActive: boolean;
}

/** A slide as the API has it, for the edit form. */
export interface HeroSlideValues {
  title: string;
  heroTitle: string;
  subtitle: string | null | undefined;
  link: string | null | undefined;
  isEditorial: boolean;
  displayOrder: number;
  isActive: boolean;
}

/** A new slide: active, not editorial, and next in the carousel (the API's nextHeroDisplayOrder). */
export function newHeroSlideForm(nextDisplayOrder: number): HeroSlideFormState {
  return {
    title: '',
    heroTitle: '',
    subtitle: '',
    link: '',
    isEditorial: false,
    displayOrder: String(Math.max(1, nextDisplayOrder)),
    isActive: true,
  };
}

export function heroSlideFormFrom(slide: HeroSlideValues): HeroSlideFormState {
  return {
    title: slide.title,
    heroTitle: slide.heroTitle,
    subtitle: slide.subtitle ?? '',
    link: slide.link ?? '',
    isEditorial: slide.isEditorial,
    displayOrder: String(slide.displayOrder),
    isActive: slide.isActive,
  };
}

/** The typed order as a number: NaN when it is not a whole number (blank included). */
export function displayOrderOf(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * What the link will be once saved (spec section 5: a bare word is prefixed with '/'), and whether
 * that differs from what was typed; null for no link.
 */
export function linkOutcome(link: string): { saved: string; changed: boolean } | null {
  const saved = heroLink(link);
  return saved ? { saved, changed: saved !== link.trim() } : null;
}

const FIELD_ORDER = ['image', 'title', 'heroTitle', 'subtitle', 'link', 'displayOrder'] as const;

/**
 * The form's problems in the spec's order (image, title, hero title), then the display order. An
 * edit keeps the slide's image unless another is chosen, so it needs none.
 */
export function heroSlideProblems(
  form: HeroSlideFormState,
  image: ImageChoice,
  mode: 'create' | 'edit',
): Record<string, string> {
  const errors = heroSlideErrors(
    {
      title: form.title,
      heroTitle: form.heroTitle,
      subtitle: form.subtitle,
      link: form.link,
      displayOrder: displayOrderOf(form.displayOrder),
      hasImage: mode === 'edit' || hasImage(image),
    },
    'create',
  );
  if (image.source === 'url' && image.url.trim() && !/^(https?:\/\/\S+|\/\S*)$/i.test(image.url.trim()))
    errors.image = HERO_MESSAGES.imageUrl;
  // The order the form shows them in, which is the spec's: the first one is also the toast.
  return Object.fromEntries(FIELD_ORDER.filter((field) => errors[field]).map((field) => [field, errors[field]!]));
}

/** The slide's fields as the API takes them (create and update alike; the image goes apart). */
export function heroSlideFields(form: HeroSlideFormState) {
  return {
    title: form.title.trim(),
    heroTitle: form.heroTitle.trim(),
    subtitle: form.subtitle.trim() || null,
    link: heroLink(form.link),
    isEditorial: form.isEditorial,
    displayOrder: displayOrderOf(form.displayOrder),
    isActive: form.isActive,
  };
}

/** The image to send: `image` (an address) in the input, or a file for the multipart upload. */
export function heroImageOf(image: ImageChoice): { image?: string; file?: File } {
  const chosen = chosenImage(image);
  if (!chosen) return {};
  return 'file' in chosen ? { file: chosen.file } : { image: chosen.url };
}

/** API field names mapped to the form's (an uploaded file's problem belongs to the image). */
export function formFieldOf(apiField: string): string {
  return apiField === 'imageFile' || apiField === 'file' ? 'image' : apiField;
}
