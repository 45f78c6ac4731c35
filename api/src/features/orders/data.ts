import type { FitPreference, LengthPreference, PrismaClient, SleevePreference } from '../../generated/prisma/client.js';
import { orderTotal, toStoredPreference } from './rules.js';

export interface DeliveryDetails {
  fullName: string;
  email: string;
  phone?: string | null;
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

export interface OrderRequest {
  kind: 'custom_order' | 'brand_request';
  userId: string;
  productId: string;
  size?: string | null;
  color?: string | null;
  quantity: number;
  customerNotes?: string | null;
  specialRequirements?: string | null;
  measurements?: { fitPreference: string; lengthPreference: string; sleevePreference: string } | null;
  delivery: DeliveryDetails;
}

const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null;

/** The price a piece sells at: the sale price when it is lower, none for portfolio pieces. */
function unitPrice(product: { price: unknown; salePrice: unknown; serviceType: string }): number | null {
  if (product.serviceType === 'portfolio' || product.price == null) return null;
  const price = Number(product.price);
  const sale = product.salePrice == null ? null : Number(product.salePrice);
  return sale != null && sale < price ? sale : price;
}

/**
 * Stores an order and the lead its brand follows up, in one transaction: both rows or neither.
 * Returns null when the product does not exist.
 */
export async function placeOrder(prisma: PrismaClient, request: OrderRequest) {
  return prisma.$transaction(async (tx) => {
    const product = await tx.product.findUnique({
      where: { id: request.productId },
      select: { id: true, brandId: true, price: true, salePrice: true, serviceType: true, currency: true },
    });
    if (!product) return null;
    const price = unitPrice(product);
    const totalAmount =
      price == null
        ? null
        : orderTotal(price * request.quantity, request.kind === 'custom_order' ? request.specialRequirements : null);
    const { delivery, measurements } = request;
    const order = await tx.order.create({
      data: {
        kind: request.kind,
        userId: request.userId,
        productId: product.id,
        brandId: product.brandId,
        customerNotes: trimmedOrNull(request.customerNotes),
        specialRequirements: trimmedOrNull(request.specialRequirements),
        totalAmount,
        currency: product.currency,
        size: trimmedOrNull(request.size),
        color: trimmedOrNull(request.color),
        quantity: request.quantity,
        fitPreference: measurements ? (toStoredPreference(measurements.fitPreference) as FitPreference) : null,
        lengthPreference: measurements ? (toStoredPreference(measurements.lengthPreference) as LengthPreference) : null,
        sleevePreference: measurements ? (toStoredPreference(measurements.sleevePreference) as SleevePreference) : null,
        deliveryFullName: delivery.fullName.trim(),
        deliveryEmail: delivery.email.trim(),
        deliveryPhone: trimmedOrNull(delivery.phone),
        deliveryAddressLine1: trimmedOrNull(delivery.addressLine1),
        deliveryCity: trimmedOrNull(delivery.city),
        deliveryState: trimmedOrNull(delivery.state),
        deliveryPostalCode: trimmedOrNull(delivery.postalCode),
        deliveryCountry: trimmedOrNull(delivery.country),
      },
    });
    const lead = await tx.lead.create({
      data: {
        brandId: product.brandId,
        customerName: order.deliveryFullName,
        customerEmail: order.deliveryEmail,
        customerPhone: order.deliveryPhone,
        source: request.kind === 'custom_order' ? 'custom_order' : 'product_request',
        leadType: request.kind === 'custom_order' ? 'custom_order' : 'brand_request',
        estimatedValue: totalAmount,
        notes: order.customerNotes,
        orderId: order.id,
      },
    });
    return { order, lead };
  });
}
