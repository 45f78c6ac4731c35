import { encodeGlobalID } from '@pothos/plugin-relay';
import { databaseId } from '../../domain/global-id.js';
import { brandRequestProblems, customOrderProblems } from './rules.js';
import { placeOrder, type OrderRequest } from './data.js';
import { builder } from '../../graphql/builder.js';
import { NotFoundError } from '../../errors.js';
import { throwIfInvalid } from '../../graphql/kit/validation.js';
import { orderPolicies } from './access.js';
import { ORDER_MESSAGES } from './messages.js';
import type { Context } from '../../graphql/context.js';
import { CreateBrandRequestInput, CreateCustomOrderInput, PlacedOrderRef } from './types.js';

function requireProductId(id: string | number): string {
  const productId = databaseId(String(id), 'Product');
  if (!productId) throw new NotFoundError(ORDER_MESSAGES.productNotFound);
  return productId;
}

function deliveryOf(address: DeliveryAddress) {
  return { ...address, fullName: address.fullName ?? '', email: address.email ?? '' };
}

async function submit(ctx: Context, request: OrderRequest) {
  await ctx.writes.limit('order');
  const placed = await placeOrder(ctx.prisma, request);
  if (!placed) throw new NotFoundError(ORDER_MESSAGES.productNotFound);
  return { order: placed.order, leadId: encodeGlobalID('Lead', placed.lead.id) };
}

builder.mutationFields((t) => ({
  createCustomOrder: t.withAuth(orderPolicies.place).field({
    type: PlacedOrderRef,
    args: { input: t.arg({ type: CreateCustomOrderInput, required: true }) },
    unauthorizedError: orderPolicies.placeRefused,
    description:
      "Stores a custom order and a lead for the product's brand (source custom_order, lead type custom_order).",
    resolve: async (_root, { input }, ctx) => {
      const delivery = deliveryOf(input.deliveryAddress);
      const measurements = input.measurements ?? {};
      const problems = customOrderProblems({
        fullName: delivery.fullName,
        email: delivery.email,
        quantity: input.quantity,
        ...measurements,
      });
      throwIfInvalid(problems);
      return submit(ctx, {
        kind: 'custom_order',
        userId: ctx.viewer.id,
        productId: requireProductId(input.productId),
        size: input.size,
        color: input.color,
        quantity: input.quantity ?? 1,
        customerNotes: input.customerNotes,
        specialRequirements: input.specialRequirements,
        measurements: {
          fitPreference: measurements.fitPreference!,
          lengthPreference: measurements.lengthPreference!,
          sleevePreference: measurements.sleevePreference!,
        },
        delivery,
      });
    },
  }),
  createBrandRequest: t.withAuth(orderPolicies.place).field({
    type: PlacedOrderRef,
    args: { input: t.arg({ type: CreateBrandRequestInput, required: true }) },
    unauthorizedError: orderPolicies.placeRefused,
    description:
      'Stores a request for a product as listed (no measurements) and a lead for its brand (source product_request, lead type brand_request).',
    resolve: async (_root, { input }, ctx) => {
      const delivery = deliveryOf(input.deliveryAddress);
      const problems = brandRequestProblems({
        fullName: delivery.fullName,
        email: delivery.email,
        quantity: input.quantity,
      });
      throwIfInvalid(problems);
      return submit(ctx, {
        kind: 'brand_request',
        userId: ctx.viewer.id,
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
