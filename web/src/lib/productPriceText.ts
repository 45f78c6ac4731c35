import { formatPrice } from './formatPrice';

export const PRICE_ON_REQUEST = 'Price on request';

export interface PricedProduct {
  price: number | null | undefined;
  salePrice: number | null | undefined;
  currency: string;
}

/** The amount a product sells at: the sale price when it is lower than the regular price. */
export function sellingPrice({ price, salePrice }: Pick<PricedProduct, 'price' | 'salePrice'>): number | null {
  if (price == null) return salePrice ?? null;
  return salePrice != null && salePrice < price ? salePrice : price;
}

/**
 * A product's price in its currency (Intl), falling back to a pound sign plus the sale or regular
 * price when the currency cannot be formatted, or 'Price on request' without a price.
 */
export function productPriceText(
  product: PricedProduct,
  format: (amount: number, currency: string) => string = formatPrice,
): string {
  const amount = sellingPrice(product);
  if (amount == null) return PRICE_ON_REQUEST;
  try {
    return format(amount, product.currency);
  } catch {
    return `£${amount}`;
  }
}
