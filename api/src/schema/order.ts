import { encodeGlobalID } from '@pothos/plugin-relay';
import { OrderKind, OrderStatus } from '../generated/prisma/client.js';
import { viewerOwnsBrand } from '../auth/viewer.js';
import { databaseId } from '../domain/global-id.js';
import { brandRequestProblems, customOrderProblems, fromStoredPreference } from '../domain/order-validation.js';
import { placeOrder, type OrderRequest } from '../orders/place-order.js';
import { builder } from '../graphql/builder.js';
import { CurrencyEnum } from './enums.js';
import { toNumber } from '../domain/decimal.js';
import { NotFoundError, UnauthenticatedError, ValidationError } from '../errors.js';
import { CreateBrandRequestInput, CreateCustomOrderInput, type DeliveryAddress } from './order-input.js';
import type { Context } from '../graphql/context.js';

export const OrderKindEnum = builder.enumType(OrderKind, { name: 'OrderKind' });
export const OrderStatusEnum = builder.enumType(OrderStatus, { name: 'OrderStatus' });

/** An order is visible to the customer who placed it and to whoever manages its brand. */
export const OrderRef = builder.prismaNode('Order', {
  id: { field: 'id' },
  select: { id: true, userId: true, brandId: true },
  authScopes: (order, ctx) => (!!ctx.viewer && order.userId === ctx.viewer.id) || viewerOwnsBrand(ctx.viewer, order.brandId),
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    kind: t.expose('kind', { type: OrderKindEnum }),
    status: t.expose('status', { type: OrderStatusEnum }),
    totalAmount: t.float({ nullable: true, select: { totalAmount: true }, description: 'With the 10% special-requirements surcharge; null when the piece has no price.', resolve: (o) => toNumber(o.totalAmount) }),
    currency: t.expose('currency', { type: CurrencyEnum }),
    quantity: t.exposeInt('quantity'),
    size: t.exposeString('size', { nullable: true }),
    color: t.exposeString('color', { nullable: true }),
    fitPreference: t.string({ nullable: true, select: { fitPreference: true }, resolve: (o) => (o.fitPreference ? fromStoredPreference(o.fitPreference) : null) }),
    lengthPreference: t.string({ nullable: true, select: { lengthPreference: true }, resolve: (o) => (o.lengthPreference ? fromStoredPreference(o.lengthPreference) : null) }),
    sleevePreference: t.string({ nullable: true, select: { sleevePreference: true }, resolve: (o) => (o.sleevePreference ? fromStoredPreference(o.sleevePreference) : null) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    product: t.relation('product', { nullable: true }),
    brand: t.relation('brand'),
  }),
});

const SIGN_IN_TO_ORDER = 'Please sign in to submit custom orders.';

function requireProductId(id: string | number): string {
  const productId = databaseId(String(id), 'Product');
  if (!productId) throw new NotFoundError('Product not found');
  return productId;
}

function deliveryOf(address: DeliveryAddress) {
  return { ...address, fullName: address.fullName ?? '', email: address.email ?? '' };
}

async function submit(ctx: Context, request: OrderRequest) {
  const placed = await placeOrder(ctx.prisma, request);
  if (!placed) throw new NotFoundError('Product not found');
  return { order: placed.order, leadId: encodeGlobalID('Lead', placed.lead.id) };
}

interface PlacedOrder {
  order: { id: string; userId: string | null; brandId: string };
  leadId: string;
}

const PlacedOrderRef = builder.objectRef<PlacedOrder>('PlacedOrder').implement({
  description: 'A stored custom order or brand request and the lead created for its brand in the same transaction.',
  fields: (t) => ({
    order: t.field({ type: OrderRef, resolve: (p) => p.order as never }),
    leadId: t.id({ description: "The lead's global id (the lead itself is visible to the brand's admins).", resolve: (p) => p.leadId }),
  }),
});

builder.mutationFields((t) => ({
  createCustomOrder: t.field({
    type: PlacedOrderRef,
    args: { input: t.arg({ type: CreateCustomOrderInput, required: true }) },
    authScopes: { signedIn: true },
    unauthorizedError: () => new UnauthenticatedError(SIGN_IN_TO_ORDER),
    description: "Stores a custom order and a lead for the product's brand (source custom_order, lead type custom_order).",
    resolve: async (_root, { input }, ctx) => {
      const delivery = deliveryOf(input.deliveryAddress);
      const measurements = input.measurements ?? {};
      const problems = customOrderProblems({ fullName: delivery.fullName, email: delivery.email, quantity: input.quantity, ...measurements });
      if (Object.keys(problems).length) throw new ValidationError(problems);
      return submit(ctx, {
        kind: 'custom_order',
        userId: ctx.viewer!.id,
        productId: requireProductId(input.productId),
        size: input.size,
        color: input.color,
        quantity: input.quantity ?? 1,
        customerNotes: input.customerNotes,
        specialRequirements: input.specialRequirements,
        measurements: { fitPreference: measurements.fitPreference!, lengthPreference: measurements.lengthPreference!, sleevePreference: measurements.sleevePreference! },
        delivery,
      });
    },
  }),
  createBrandRequest: t.field({
    type: PlacedOrderRef,
    args: { input: t.arg({ type: CreateBrandRequestInput, required: true }) },
    authScopes: { signedIn: true },
    unauthorizedError: () => new UnauthenticatedError(SIGN_IN_TO_ORDER),
    description: "Stores a request for a product as listed (no measurements) and a lead for its brand (source product_request, lead type brand_request).",
    resolve: async (_root, { input }, ctx) => {
      const delivery = deliveryOf(input.deliveryAddress);
      const problems = brandRequestProblems({ fullName: delivery.fullName, email: delivery.email, quantity: input.quantity });
      if (Object.keys(problems).length) throw new ValidationError(problems);
      return submit(ctx, {
        kind: 'brand_request',
        userId: ctx.viewer!.id,
        productId: requireProductId(input.productId),
        size: input.size,
        color: input.color,
        quantity: input.quantity ?? 1,
        customerNotes: input.customerNotes,
        delivery,
      });
    },
  }),
}));
