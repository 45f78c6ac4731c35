import {
  DELIVERY_METHOD_LABELS,
  SERVICE_KIND_OPTIONS,
  contactForPricingForKind,
  priceSent,
  serviceErrors,
  serviceKindOption,
} from '@features/products/rules-services';
import { chipListErrors, cleanList, parsePrice, textLimitErrors } from '@features/products/rules';
import type { ServiceKind } from './serviceFilters';
import { isDeliveryMethod, isServiceKind, type DeliveryMethod } from './serviceLabels';
import type { EditServiceForm_product$data } from '../../__generated__/EditServiceForm_product.graphql';

export const DELIVERY_METHOD_OPTIONS = (Object.keys(DELIVERY_METHOD_LABELS) as DeliveryMethod[]).map((value) => ({
  value,
  label: DELIVERY_METHOD_LABELS[value],
}));

/** A service form as typed (spec section 3, Service): prices and counts as the text in their inputs. */
export interface ServiceFormState {
  brandId: string;
  kind: ServiceKind | '';
  title: string;
  description: string;
  duration: string;
  leadTime: string;
  consultationFee: string;
  hourlyRate: string;
  fixedPrice: string;
  contactForPricing: boolean;
  priceRange: string;
  specialties: string[];
  sessionsIncluded: string;
  fittingSessions: string;
  deliveryMethod: DeliveryMethod | '';
  includes: string[];
  requirements: string;
  measurementGuide: string;
}

export const EMPTY_SERVICE_FORM: ServiceFormState = {
  brandId: '',
  kind: '',
  title: '',
  description: '',
  duration: '',
  leadTime: '',
  consultationFee: '',
  hourlyRate: '',
  fixedPrice: '',
  contactForPricing: false,
  priceRange: '',
  specialties: [],
  sessionsIncluded: '',
  fittingSessions: '',
  deliveryMethod: '',
  includes: [],
  requirements: '',
  measurementGuide: '',
};

const DEFAULT_TITLES = new Set(SERVICE_KIND_OPTIONS.map((option) => option.title));
const DEFAULT_DESCRIPTIONS = new Set(SERVICE_KIND_OPTIONS.map((option) => option.description));

/**
 * Spec section 2: choosing a type prefills the title and description (what the viewer typed
 * themselves stays) and turns contact for pricing on for custom design only.
 */
export function withServiceKind(form: ServiceFormState, kind: ServiceKind): ServiceFormState {
  const option = serviceKindOption(kind);
  const keepTitle = form.title.trim() !== '' && !DEFAULT_TITLES.has(form.title);
  const keepDescription = form.description.trim() !== '' && !DEFAULT_DESCRIPTIONS.has(form.description);
  return {
    ...form,
    kind,
    title: keepTitle ? form.title : option.title,
    description: keepDescription ? form.description : option.description,
    contactForPricing: contactForPricingForKind(kind),
  };
}

/** The three steps of Create Service (spec section 4): brand chosen, then type chosen, then details. */
export interface ServiceSteps {
  /** The type cards: only once a tailor brand from the loaded list is chosen. */
  types: boolean;
  /** The remaining sections: only once a type is chosen too. */
  details: boolean;
}

export function serviceSteps(
  form: Pick<ServiceFormState, 'brandId' | 'kind'>,
  tailorBrandIds: ReadonlySet<string>,
): ServiceSteps {
  const types = form.brandId !== '' && tailorBrandIds.has(form.brandId);
  return { types, details: types && form.kind !== '' };
}

/** The prices as numbers (blank or malformed: null). */
export function servicePricing(form: ServiceFormState) {
  return {
    contactForPricing: form.contactForPricing,
    consultationFee: parsePrice(form.consultationFee),
    hourlyRate: parsePrice(form.hourlyRate),
    fixedPrice: parsePrice(form.fixedPrice),
  };
}

/** Spec section 5: what the service is listed at — 0 with contact for pricing, else the first price filled. */
export const chargedPrice = (form: ServiceFormState) => priceSent(servicePricing(form));

/** A count of sessions: blank is none; anything but a whole number from 0 is a problem. */
function parseCount(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : 'invalid';
}

/** The screen's own words for what the spec leaves unsaid. */
export const SERVICE_FORM_TEXTS = {
  priceFormat: 'Use digits and a decimal point only, for example 150 or 150.50.',
  wholeNumber: 'Use a whole number, for example 2.',
} as const;

const FIELD_ORDER = [
  'brandId',
  'kind',
  'title',
  'description',
  'duration',
  'leadTime',
  'consultationFee',
  'hourlyRate',
  'fixedPrice',
  'pricing',
  'priceRange',
  'specialties',
  'sessionsIncluded',
  'fittingSessions',
  'includes',
  'requirements',
  'measurementGuide',
  'images',
] as const;

/**
 * The form's problems in the order of the screen: the spec's required fields and tailor-brand and
 * pricing rules (`serviceErrors`), then malformed prices and counts, lengths and list sizes.
 * `tailorBrandIds` is the loaded list on create; the edit screen's brand is fixed, and (spec
 * section 5) edit asks only for the required fields, not for a price.
 */
export function serviceFormProblems(
  form: ServiceFormState,
  options: { tailorBrandIds?: ReadonlySet<string>; mode?: 'create' | 'edit' } = {},
): Record<string, string> {
  const pricing = servicePricing(form);
  const errors: Record<string, string> = {
    ...textLimitErrors({
      title: form.title,
      description: form.description,
      duration: form.duration,
      leadTime: form.leadTime,
      priceRange: form.priceRange,
      requirements: form.requirements,
      measurementGuide: form.measurementGuide,
    }),
    ...chipListErrors({ specialties: form.specialties, includes: form.includes }),
    ...serviceErrors(
      { title: form.title, description: form.description, brandId: form.brandId, kind: form.kind || null, ...pricing },
      { tailorBrandIds: options.tailorBrandIds, checkPricing: options.mode !== 'edit' },
    ),
  };
  if (!form.contactForPricing)
    for (const field of ['consultationFee', 'hourlyRate', 'fixedPrice'] as const)
      if (form[field].trim() && pricing[field] == null) errors[field] = SERVICE_FORM_TEXTS.priceFormat;
  for (const field of ['sessionsIncluded', 'fittingSessions'] as const)
    if (parseCount(form[field]) === 'invalid') errors[field] = SERVICE_FORM_TEXTS.wholeNumber;
  return Object.fromEntries(FIELD_ORDER.filter((field) => errors[field]).map((field) => [field, errors[field]!]));
}

const textOrNull = (text: string) => text.trim() || null;
const countOrNull = (text: string) => {
  const count = parseCount(text);
  return typeof count === 'number' ? count : null;
};

/** The fields both CreateServiceInput and UpdateServiceInput take (images apart). */
export function serviceFields(form: ServiceFormState) {
  const pricing = servicePricing(form);
  const priced = !form.contactForPricing;
  return {
    kind: form.kind as ServiceKind,
    title: form.title.trim(),
    description: form.description.trim(),
    duration: textOrNull(form.duration),
    leadTime: textOrNull(form.leadTime),
    requirements: textOrNull(form.requirements),
    measurementGuide: textOrNull(form.measurementGuide),
    contactForPricing: form.contactForPricing,
    // Spec section 2: contact for pricing swaps the three prices for an optional price range.
    consultationFee: priced ? pricing.consultationFee : null,
    hourlyRate: priced ? pricing.hourlyRate : null,
    fixedPrice: priced ? pricing.fixedPrice : null,
    priceRange: priced ? null : textOrNull(form.priceRange),
    specialties: cleanList(form.specialties),
    sessionsIncluded: countOrNull(form.sessionsIncluded),
    fittingSessions: countOrNull(form.fittingSessions),
    deliveryMethod: form.deliveryMethod || null,
    includes: cleanList(form.includes),
  };
}

/** CreateServiceInput without its image files; one idempotency key per form, so a resend creates nothing new. */
export function createServiceInput(form: ServiceFormState, idempotencyKey: string) {
  return { idempotencyKey, brandId: form.brandId, ...serviceFields(form) };
}

/** What a stored service reads back as (the edit screen's query). */
export type StoredService = Omit<
  EditServiceForm_product$data,
  ' $fragmentType' | 'id' | 'images' | 'currency' | 'brand'
> & { brand: { id: string } };

const priceText = (value: number | null | undefined) => (value == null ? '' : String(value));
const countText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The edit form filled from the stored service. */
export function serviceFormFrom(service: StoredService): ServiceFormState {
  return {
    brandId: service.brand.id,
    kind: isServiceKind(service.serviceKind) ? service.serviceKind : '',
    title: service.title,
    description: service.description ?? '',
    duration: service.duration ?? '',
    leadTime: service.leadTime ?? '',
    consultationFee: priceText(service.consultationFee),
    hourlyRate: priceText(service.hourlyRate),
    fixedPrice: priceText(service.fixedPrice),
    contactForPricing: service.contactForPricing,
    priceRange: service.priceRange ?? '',
    specialties: [...service.specialties],
    sessionsIncluded: countText(service.sessionsIncluded),
    fittingSessions: countText(service.fittingSessions),
    deliveryMethod: isDeliveryMethod(service.deliveryMethod) ? service.deliveryMethod : '',
    includes: [...service.includes],
    requirements: service.requirements ?? '',
    measurementGuide: service.measurementGuide ?? '',
  };
}

/** API field names mapped to the form's (the image files' problems belong to the images). */
export function serviceFormFieldOf(apiField: string): string {
  if (apiField === 'imageFiles' || apiField === 'imageUrls' || apiField === 'keptImages') return 'images';
  if (apiField === 'price') return 'pricing';
  return apiField;
}
