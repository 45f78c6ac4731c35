import { PRODUCT_MESSAGES } from '@features/products/messages';
import { PRODUCT_SERVICE_TYPE_OPTIONS } from '@features/products/rules-options';
import { serviceKindOption } from '@features/products/rules-services';
import { formatPrice } from '../../lib/formatPrice';

type ServiceKind = Parameters<typeof serviceKindOption>[0];

export const CONTACT_FOR_PRICING = 'Contact for pricing';

/** What the list says for a product's type: the service's kind when it is one, else its service type. */
export function serviceTypeLabel(serviceType: string, serviceKind: string | null | undefined): string {
  if (serviceKind) return serviceKindOption(serviceKind as ServiceKind).label;
  if (serviceType === 'portfolio') return 'Portfolio';
  return PRODUCT_SERVICE_TYPE_OPTIONS.find((option) => option.value === serviceType)?.label ?? 'Product';
}

/** The list's price: 'Contact for pricing' when set (or no price), else the amount in its currency. */
export function priceLabel(product: {
  price: number | null | undefined;
  contactForPricing: boolean;
  currency: string;
}): string {
  if (product.contactForPricing || product.price == null || product.price <= 0) return CONTACT_FOR_PRICING;
  return formatPrice(product.price, product.currency);
}

export const stockLabel = (inStock: boolean) => (inStock ? 'In stock' : 'Out of stock');

export const IMAGE_UNAVAILABLE = PRODUCT_MESSAGES.imageUnavailable;
