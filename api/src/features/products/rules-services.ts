import type { DeliveryMethod, ProductServiceType, ServiceKind } from '../../generated/prisma/enums.js';
import { PORTFOLIO_MESSAGES, SERVICE_MESSAGES } from './messages.js';
import { parsePrice } from './rules.js';

// Services (section 3 and 5) and portfolio pieces: kinds, pricing and the form checks.

const blank = (value: string | null | undefined) => !value?.trim();

export interface ServiceKindOption {
  kind: ServiceKind;
  label: string;
  category: string;
  title: string;
  description: string;
}

/** Section 3: the service types, their labels and categories, and what choosing one prefills. */
export const SERVICE_KIND_OPTIONS: readonly ServiceKindOption[] = [
  {
    kind: 'consultation',
    label: 'Design Consultation',
    category: 'Custom Design',
    title: 'Design Consultation',
    description:
      'A one-to-one session to talk through your ideas, occasion, fabrics and budget, with sketches and a plan for your piece.',
  },
  {
    kind: 'alterations',
    label: 'Alterations & Repairs',
    category: 'Alterations',
    title: 'Alterations & Repairs',
    description:
      'Hemming, taking in or letting out, zip and lining replacement, and careful repairs to garments you already own.',
  },
  {
    kind: 'custom_design',
    label: 'Custom Design Service',
    category: 'Custom Design',
    title: 'Custom Design Service',
    description:
      'A garment designed and made to your measurements, from the first sketch through fittings to the finished piece.',
  },
  {
    kind: 'fitting',
    label: 'Fitting Sessions',
    category: 'Alterations',
    title: 'Fitting Sessions',
    description:
      'Professional measurements and fit assessment, for a made-to-measure order or a garment you already own.',
  },
];

/** Section 5: a service created without images shows the placeholder service image (served by the web app). */
export const SERVICE_PLACEHOLDER_IMAGE = '/images/service-placeholder.svg';

/** A service's main image: its first image, else the placeholder. */
export const serviceMainImage = (images: readonly string[]) => images[0] ?? SERVICE_PLACEHOLDER_IMAGE;

export const serviceKindOption = (kind: ServiceKind): ServiceKindOption =>
  SERVICE_KIND_OPTIONS.find((option) => option.kind === kind) ?? SERVICE_KIND_OPTIONS[0]!;

/** Section 3: selecting a type turns contact for pricing on only for custom_design. */
export const contactForPricingForKind = (kind: ServiceKind) => kind === 'custom_design';

/**
 * Section 5: a service is stored with only consultation, product or service as its service_type;
 * the four form types map onto those.
 */
export const productServiceTypeForKind = (kind: ServiceKind): ProductServiceType =>
  kind === 'consultation' ? 'consultation' : 'service';

export const DELIVERY_METHOD_LABELS: Readonly<Record<DeliveryMethod, string>> = {
  pickup: 'Pickup from Studio',
  delivery: 'Home Delivery',
  both: 'Pickup or Delivery',
  consultation: 'Consultation Only',
};

export interface ServicePricing {
  contactForPricing?: boolean | null;
  consultationFee?: number | null;
  hourlyRate?: number | null;
  fixedPrice?: number | null;
}

const filled = (value: number | null | undefined): value is number => value != null && Number.isFinite(value);

/** Section 5: 0 with contact for pricing, else the first filled of consultation fee, hourly rate, fixed price. */
export function priceSent(pricing: ServicePricing): number {
  if (pricing.contactForPricing) return 0;
  return [pricing.consultationFee, pricing.hourlyRate, pricing.fixedPrice].find(filled) ?? 0;
}

export interface ServiceDraft extends ServicePricing {
  title?: string | null;
  description?: string | null;
  brandId?: string | null;
  kind?: ServiceKind | null;
}

/**
 * Section 5, service create and edit: the required fields, then (create) that the brand is a tailor
 * brand the viewer may use, then pricing unless contact for pricing is on.
 */
export function serviceErrors(
  draft: ServiceDraft,
  options: { tailorBrandIds?: ReadonlySet<string>; checkPricing?: boolean } = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = SERVICE_MESSAGES.requiredFields;
  if (blank(draft.title)) errors.title = required;
  if (blank(draft.description)) errors.description = required;
  if (blank(draft.brandId)) errors.brandId = required;
  if (!draft.kind) errors.kind = required;
  if (!errors.brandId && options.tailorBrandIds && !options.tailorBrandIds.has(draft.brandId!.trim()))
    errors.brandId = SERVICE_MESSAGES.notTailorBrand;
  const priced = [draft.consultationFee, draft.hourlyRate, draft.fixedPrice].some((v) => filled(v) && v > 0);
  if (options.checkPricing !== false && !draft.contactForPricing && !priced)
    errors.pricing = SERVICE_MESSAGES.pricingRequired;
  return errors;
}

/** Two image slots, the first the main one: removing an image moves the ones after it up. */
export const withoutImageAt = <T>(images: readonly T[], index: number): T[] => images.filter((_, i) => i !== index);

// ---------------------------------------------------------------- portfolio

export interface PortfolioDraft {
  title?: string | null;
  description?: string | null;
  brandId?: string | null;
  imageCount: number;
  consultationFee?: string | null;
}

/** Section 5, portfolio: the required fields, then at least one image, then a numeric fee. */
export function portfolioErrors(draft: PortfolioDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ['title', 'description', 'brandId'] as const)
    if (blank(draft[field])) errors[field] = PORTFOLIO_MESSAGES.requiredFields;
  if (draft.imageCount < 1) errors.images = PORTFOLIO_MESSAGES.imageRequired;
  const fee = draft.consultationFee?.trim();
  if (fee && parsePrice(fee) == null) errors.consultationFee = PORTFOLIO_MESSAGES.consultationFeeNumber;
  return errors;
}
