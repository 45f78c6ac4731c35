import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { COLLECTION_LIMITS, collectionErrors, isHttpUrl } from '@features/collections/rules';
import { chosenImage, hasImage, type ImageChoice } from '../kit/imageChoice';

/** The collection form as typed (spec section 3, Collection). */
export interface CollectionFormState {
  title: string;
  /** The brand's global id; '' until one is chosen. */
  brandId: string;
  description: string;
}

export const EMPTY_COLLECTION_FORM: CollectionFormState = { title: '', brandId: '', description: '' };

export function collectionFormFrom(collection: {
  title: string;
  description: string | null | undefined;
  brand: { id: string };
}): CollectionFormState {
  return { title: collection.title, brandId: collection.brand.id, description: collection.description ?? '' };
}

const FIELD_ORDER = ['title', 'brandId', 'image', 'description'] as const;

/** The problem with an image given by address: none, or it is missing (when required) or not a web address. */
function imageUrlProblem(image: ImageChoice, required: boolean): string | null {
  if (image.source !== 'url') return null;
  const url = image.url.trim();
  if (!url) return required ? COLLECTION_MESSAGES.imageUrlRequired : null;
  return isHttpUrl(url) ? null : COLLECTION_MESSAGES.imageUrlInvalid;
}

/**
 * The form's problems in the spec's order (title, brand, image), then the description. A new
 * collection needs an image ('Please upload an image'; 'Please enter an image URL' when it is to
 * come from an address); an edit keeps its image unless another is chosen.
 */
export function collectionProblems(
  form: CollectionFormState,
  image: ImageChoice,
  mode: 'create' | 'edit',
): Record<string, string> {
  const errors = collectionErrors(
    { title: form.title, brandId: form.brandId, description: form.description, hasImage: hasImage(image) },
    'create',
  );
  if (mode === 'edit') delete errors.image;
  const urlProblem = imageUrlProblem(image, mode === 'create');
  if (urlProblem) errors.image = urlProblem;
  return Object.fromEntries(FIELD_ORDER.filter((field) => errors[field]).map((field) => [field, errors[field]!]));
}

/** The collection's fields as the API takes them; the image goes as `image` (an address) or as a file. */
export function collectionInput(form: CollectionFormState, image: ImageChoice) {
  const chosen = chosenImage(image);
  return {
    fields: {
      brandId: form.brandId,
      title: form.title.trim(),
      description: form.description.trim() || null,
      ...(chosen && 'url' in chosen ? { image: chosen.url } : {}),
    },
    file: chosen && 'file' in chosen ? chosen.file : null,
  };
}

/**
 * A gallery image's problems: an address is required when adding by address ('Please enter an image
 * URL'), a file when uploading ('Please upload an image'); the alt text has a length limit.
 */
export function galleryImageProblems(image: ImageChoice, altText: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (image.source === 'file' && !image.file) errors.imageUrl = COLLECTION_MESSAGES.imageRequired;
  const urlProblem = imageUrlProblem(image, true);
  if (urlProblem) errors.imageUrl = urlProblem;
  const alt = altTextProblem(altText);
  if (alt) errors.altText = alt;
  return errors;
}

/** Alt text is optional, at most 300 characters. */
export function altTextProblem(altText: string): string | null {
  return [...altText.trim()].length > COLLECTION_LIMITS.altText
    ? COLLECTION_MESSAGES.tooLong('Alt text', COLLECTION_LIMITS.altText)
    : null;
}

/** API field names mapped to the form's (an uploaded file's problem belongs to the image). */
export function formFieldOf(apiField: string): string {
  return apiField === 'imageFile' || apiField === 'file' ? 'image' : apiField;
}
