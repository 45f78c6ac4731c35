import { builder } from '../graphql/builder.js';

/** Where the piece goes and who to contact; name and e-mail are checked with the spec's messages. */
export const DeliveryAddressInput = builder.inputType('DeliveryAddressInput', {
  fields: (t) => ({
    fullName: t.string({ required: false }),
    phone: t.string({ required: false }),
    email: t.string({ required: false }),
    addressLine1: t.string({ required: false }),
    city: t.string({ required: false }),
    state: t.string({ required: false }),
    postalCode: t.string({ required: false }),
    country: t.string({ required: false }),
  }),
});

export const MeasurementsInput = builder.inputType('MeasurementsInput', {
  description: 'Fit: very-loose, loose, relaxed, slightly-loose, regular, slightly-fitted, fitted, tight, very-tight. Length: short, regular, long, extra-long. Sleeve: short, three-quarter, long, no-sleeve.',
  fields: (t) => ({
    fitPreference: t.string({ required: false }),
    lengthPreference: t.string({ required: false }),
    sleevePreference: t.string({ required: false }),
  }),
});

export const CreateCustomOrderInput = builder.inputType('CreateCustomOrderInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    size: t.string({ required: false }),
    color: t.string({ required: false }),
    quantity: t.int({ required: false, defaultValue: 1 }),
    customerNotes: t.string({ required: false }),
    specialRequirements: t.string({ required: false, description: 'When set, a 10% surcharge applies to the total.' }),
    measurements: t.field({ type: MeasurementsInput, required: false }),
    deliveryAddress: t.field({ type: DeliveryAddressInput, required: true }),
  }),
});

export const CreateBrandRequestInput = builder.inputType('CreateBrandRequestInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    size: t.string({ required: false }),
    color: t.string({ required: false }),
    quantity: t.int({ required: false, defaultValue: 1, description: '1 to 5.' }),
    customerNotes: t.string({ required: false }),
    deliveryAddress: t.field({ type: DeliveryAddressInput, required: true }),
  }),
});

export interface DeliveryAddress {
  fullName?: string | null;
  phone?: string | null;
  email?: string | null;
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}
