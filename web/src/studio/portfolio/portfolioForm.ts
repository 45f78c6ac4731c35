import { UPLOAD_RULES } from '@domain/upload-rules';
import { DEFAULT_PORTFOLIO_CATEGORY } from '@features/products/rules-options';
import { chipListErrors, cleanList, parsePrice, textLimitErrors } from '@features/products/rules';
import { portfolioErrors } from '@features/products/rules-services';
import { imageFileProblem } from '../kit/imageChoice';

/** The portfolio form as typed (spec section 3, Portfolio). */
export interface PortfolioFormState {
  brandId: string;
  title: string;
  description: string;
  category: string;
  priceRange: string;
  specialties: string[];
  leadTime: string;
  /** Numeric and optional, as typed. */
  consultationFee: string;
  materials: string[];
  techniques: string[];
  inspiration: string;
}

export const EMPTY_PORTFOLIO_FORM: PortfolioFormState = {
  brandId: '',
  title: '',
  description: '',
  category: DEFAULT_PORTFOLIO_CATEGORY,
  priceRange: '',
  specialties: [],
  leadTime: '',
  consultationFee: '',
  materials: [],
  techniques: [],
  inspiration: '',
};

export const PORTFOLIO_IMAGE_RULE = UPLOAD_RULES.portfolioImage;

/** Why a picked file cannot be a portfolio image (PNG, JPEG or WebP, 10 MB); null when it can. */
export const portfolioImageProblem = (file: Pick<File, 'size' | 'type'>) =>
  imageFileProblem(PORTFOLIO_IMAGE_RULE, file);

const FIELD_ORDER = [
  'title',
  'brandId',
  'description',
  'images',
  'category',
  'priceRange',
  'specialties',
  'leadTime',
  'consultationFee',
  'materials',
  'techniques',
  'inspiration',
] as const;

/**
 * Spec section 5: title, description and brand ('Please fill in all required fields'), at least
 * one image ('Please upload at least one portfolio image'), a numeric fee; then lengths and lists.
 * The brand select offers only brands in a tailoring category; the server refuses any other.
 */
export function portfolioFormProblems(form: PortfolioFormState, imageCount: number): Record<string, string> {
  const errors: Record<string, string> = {
    ...textLimitErrors({
      title: form.title,
      description: form.description,
      priceRange: form.priceRange,
      leadTime: form.leadTime,
      inspiration: form.inspiration,
    }),
    ...chipListErrors({ specialties: form.specialties, materials: form.materials, techniques: form.techniques }),
    ...portfolioErrors({
      title: form.title,
      description: form.description,
      brandId: form.brandId,
      imageCount,
      consultationFee: form.consultationFee,
    }),
  };
  return Object.fromEntries(FIELD_ORDER.filter((field) => errors[field]).map((field) => [field, errors[field]!]));
}

const textOrNull = (text: string) => text.trim() || null;

/** CreatePortfolioPieceInput without its image files; one idempotency key per form. */
export function portfolioInput(form: PortfolioFormState, idempotencyKey: string) {
  return {
    idempotencyKey,
    brandId: form.brandId,
    title: form.title.trim(),
    description: form.description.trim(),
    category: form.category.trim() || DEFAULT_PORTFOLIO_CATEGORY,
    priceRange: textOrNull(form.priceRange),
    specialties: cleanList(form.specialties),
    leadTime: textOrNull(form.leadTime),
    consultationFee: parsePrice(form.consultationFee),
    materials: cleanList(form.materials),
    techniques: cleanList(form.techniques),
    inspiration: textOrNull(form.inspiration),
  };
}

/** API field names mapped to the form's (the files' problems belong to the images). */
export function portfolioFormFieldOf(apiField: string): string {
  return apiField === 'imageFiles' || apiField === 'imageUrls' ? 'images' : apiField;
}
