import { formatPrice } from '../../lib/formatPrice';

/** What a service row says about its price: the price sent, or 'Contact for pricing' (with its range). */
export function servicePriceText(service: {
  contactForPricing: boolean;
  priceRange: string | null | undefined;
  price: number | null | undefined;
  currency: string;
}): string {
  if (service.contactForPricing)
    return service.priceRange?.trim() ? `Contact for pricing · ${service.priceRange.trim()}` : 'Contact for pricing';
  return formatPrice(service.price ?? 0, service.currency);
}
