import { SERVICE_MESSAGES } from '@features/products/messages';
import { SERVICE_KIND_OPTIONS } from '@features/products/rules-services';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SERVICE_FORM,
  SERVICE_FORM_TEXTS,
  chargedPrice,
  createServiceInput,
  serviceFormFrom,
  serviceFormProblems,
  serviceSteps,
  withServiceKind,
  type ServiceFormState,
} from './serviceForm';

const TAILOR = 'QnJhbmQ6dGFpbG9y';
const tailorBrands = new Set([TAILOR]);
const option = (kind: string) => SERVICE_KIND_OPTIONS.find((each) => each.kind === kind)!;
const filled = (changes: Partial<ServiceFormState> = {}): ServiceFormState => ({
  ...withServiceKind({ ...EMPTY_SERVICE_FORM, brandId: TAILOR }, 'alterations'),
  fixedPrice: '45',
  ...changes,
});

describe('serviceSteps', () => {
  it('shows the type cards only once a tailor brand from the list is chosen', () => {
    expect(serviceSteps({ brandId: '', kind: '' }, tailorBrands)).toEqual({ types: false, details: false });
    expect(serviceSteps({ brandId: 'QnJhbmQ6b3RoZXI=', kind: 'fitting' }, tailorBrands)).toEqual({
      types: false,
      details: false,
    });
    expect(serviceSteps({ brandId: TAILOR, kind: '' }, tailorBrands)).toEqual({ types: true, details: false });
  });

  it('shows the remaining sections only once a type is chosen', () => {
    expect(serviceSteps({ brandId: TAILOR, kind: 'fitting' }, tailorBrands)).toEqual({ types: true, details: true });
  });
});

describe('withServiceKind', () => {
  it('prefills the title and description of the type', () => {
    const form = withServiceKind(EMPTY_SERVICE_FORM, 'fitting');
    expect(form).toMatchObject({ kind: 'fitting', title: option('fitting').title });
    expect(form.description).toBe(option('fitting').description);
  });

  it('turns contact for pricing on for custom design only', () => {
    expect(withServiceKind(EMPTY_SERVICE_FORM, 'custom_design').contactForPricing).toBe(true);
    for (const kind of ['consultation', 'alterations', 'fitting'] as const)
      expect(withServiceKind({ ...EMPTY_SERVICE_FORM, contactForPricing: true }, kind).contactForPricing).toBe(false);
  });

  it("replaces another type's prefill but keeps what the viewer wrote", () => {
    const switched = withServiceKind(withServiceKind(EMPTY_SERVICE_FORM, 'fitting'), 'consultation');
    expect(switched.title).toBe(option('consultation').title);
    const own = withServiceKind({ ...EMPTY_SERVICE_FORM, title: 'Bridal fittings', description: 'Mine' }, 'fitting');
    expect(own).toMatchObject({ title: 'Bridal fittings', description: 'Mine' });
  });
});

describe('serviceFormProblems', () => {
  it('needs the title, description, brand and type', () => {
    const problems = serviceFormProblems(EMPTY_SERVICE_FORM, { tailorBrandIds: tailorBrands });
    expect(problems).toMatchObject({
      brandId: SERVICE_MESSAGES.requiredFields,
      kind: SERVICE_MESSAGES.requiredFields,
      title: SERVICE_MESSAGES.requiredFields,
      description: SERVICE_MESSAGES.requiredFields,
    });
    expect(Object.keys(problems).slice(0, 4)).toEqual(['brandId', 'kind', 'title', 'description']);
  });

  it('takes only tailor brands from the loaded list', () => {
    expect(serviceFormProblems(filled({ brandId: 'QnJhbmQ6b3RoZXI=' }), { tailorBrandIds: tailorBrands })).toEqual({
      brandId: SERVICE_MESSAGES.notTailorBrand,
    });
  });

  it('needs a price unless contact for pricing is on', () => {
    expect(serviceFormProblems(filled({ fixedPrice: '' }), { tailorBrandIds: tailorBrands })).toEqual({
      pricing: SERVICE_MESSAGES.pricingRequired,
    });
    expect(serviceFormProblems(filled({ fixedPrice: '', contactForPricing: true }))).toEqual({});
    expect(serviceFormProblems(filled({ hourlyRate: '20', fixedPrice: '' }))).toEqual({});
  });

  it('does not ask an edit for a price', () => {
    expect(serviceFormProblems(filled({ fixedPrice: '' }), { mode: 'edit' })).toEqual({});
  });

  it('names malformed prices and counts', () => {
    expect(serviceFormProblems(filled({ hourlyRate: '1.2.3', sessionsIncluded: 'two' }))).toEqual({
      hourlyRate: SERVICE_FORM_TEXTS.priceFormat,
      sessionsIncluded: SERVICE_FORM_TEXTS.wholeNumber,
    });
  });
});

describe('chargedPrice', () => {
  it('is 0 with contact for pricing, else the first of fee, hourly rate, fixed price', () => {
    expect(chargedPrice(filled({ consultationFee: '30', hourlyRate: '20', fixedPrice: '45' }))).toBe(30);
    expect(chargedPrice(filled({ consultationFee: '', hourlyRate: '20.5' }))).toBe(20.5);
    expect(chargedPrice(filled({ contactForPricing: true }))).toBe(0);
  });
});

describe('createServiceInput', () => {
  it('sends trimmed text, decimals, counts and clean lists, with the idempotency key', () => {
    const input = createServiceInput(
      filled({
        title: '  Hems and zips ',
        duration: ' 1 hour ',
        consultationFee: '10.50',
        sessionsIncluded: '2',
        fittingSessions: '',
        deliveryMethod: 'both',
        includes: [' Pressing ', 'pressing', ''],
        specialties: ['Alterations'],
      }),
      'key-1',
    );
    expect(input).toMatchObject({
      idempotencyKey: 'key-1',
      brandId: TAILOR,
      kind: 'alterations',
      title: 'Hems and zips',
      duration: '1 hour',
      consultationFee: 10.5,
      fixedPrice: 45,
      hourlyRate: null,
      priceRange: null,
      contactForPricing: false,
      sessionsIncluded: 2,
      fittingSessions: null,
      deliveryMethod: 'both',
      includes: ['Pressing'],
      specialties: ['Alterations'],
      leadTime: null,
    });
  });

  it('sends the price range instead of the three prices with contact for pricing', () => {
    const input = createServiceInput(filled({ contactForPricing: true, priceRange: ' $200 - $900 ' }), 'key-2');
    expect(input).toMatchObject({
      contactForPricing: true,
      consultationFee: null,
      hourlyRate: null,
      fixedPrice: null,
      priceRange: '$200 - $900',
    });
  });
});

describe('serviceFormFrom', () => {
  it('fills the edit form from the stored service', () => {
    const form = serviceFormFrom({
      brand: { id: TAILOR },
      serviceKind: 'fitting',
      title: 'Fittings',
      description: null,
      duration: '45 minutes',
      leadTime: null,
      consultationFee: null,
      hourlyRate: 25.5,
      fixedPrice: null,
      contactForPricing: false,
      priceRange: null,
      specialties: ['Fitting Services'],
      sessionsIncluded: 3,
      fittingSessions: null,
      deliveryMethod: 'pickup',
      includes: ['Pinning'],
      requirements: null,
      measurementGuide: null,
    });
    expect(form).toMatchObject({
      kind: 'fitting',
      description: '',
      hourlyRate: '25.5',
      sessionsIncluded: '3',
      fittingSessions: '',
      deliveryMethod: 'pickup',
      includes: ['Pinning'],
    });
    // A service stored without a description has to get one before it is saved again.
    expect(serviceFormProblems(form)).toEqual({ description: SERVICE_MESSAGES.requiredFields });
  });
});
