import { OrderKind, OrderStatus } from '../../generated/prisma/client.js';
import { fromStoredPreference } from './rules.js';
import { builder } from '../../graphql/builder.js';
import { CurrencyEnum } from '../brands/types.js';
import { toNumber } from '../../domain/decimal.js';
import { orderPolicies } from './access.js';

export const OrderKindEnum = builder.enumType(OrderKind, { name: 'OrderKind' });
export const OrderStatusEnum = builder.enumType(OrderStatus, { name: 'OrderStatus' });

/** An order is visible to the customer who placed it and to whoever manages its brand. */
export const OrderRef = builder.prismaNode('Order', {
  id: { field: 'id' },
  select: { id: true, userId: true, brandId: true },
  authScopes: (order, ctx) => orderPolicies.read(order, ctx),
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    kind: t.expose('kind', { type: OrderKindEnum }),
    status: t.expose('status', { type: OrderStatusEnum }),
    totalAmount: t.float({
      nullable: true,
      select: { totalAmount: true },
      description: 'With the 10% special-requirements surcharge; null when the piece has no price.',
      resolve: (o) => toNumber(o.totalAmount),
    }),
    currency: t.expose('currency', { type: CurrencyEnum }),
    quantity: t.exposeInt('quantity'),
    size: t.exposeString('size', { nullable: true }),
    color: t.exposeString('color', { nullable: true }),
    fitPreference: t.string({
      nullable: true,
      select: { fitPreference: true },
      resolve: (o) => (o.fitPreference ? fromStoredPreference(o.fitPreference) : null),
    }),
    lengthPreference: t.string({
      nullable: true,
      select: { lengthPreference: true },
      resolve: (o) => (o.lengthPreference ? fromStoredPreference(o.lengthPreference) : null),
    }),
    sleevePreference: t.string({
      nullable: true,
      select: { sleevePreference: true },
      resolve: (o) => (o.sleevePreference ? fromStoredPreference(o.sleevePreference) : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    product: t.relation('product', { nullable: true }),
    brand: t.relation('brand'),
  }),
});

interface PlacedOrder {
  order: { id: string; userId: string | null; brandId: string };
  leadId: string;
}

export const PlacedOrderRef = builder.objectRef<PlacedOrder>('PlacedOrder').implement({
  description: 'A stored custom order or brand request and the lead created for its brand in the same transaction.',
  fields: (t) => ({
    order: t.field({ type: OrderRef, resolve: (p) => p.order as never }),
    leadId: t.id({
      description: "The lead's global id (the lead itself is visible to the brand's admins).",
      resolve: (p) => p.leadId,
    }),
  }),
});

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
  description:
    'Fit: very-loose, loose, relaxed, slightly-loose, regular, slightly-fitted, fitted, tight, very-tight. Length: short, regular, long, extra-long. Sleeve: short, three-quarter, long, no-sleeve.',
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
