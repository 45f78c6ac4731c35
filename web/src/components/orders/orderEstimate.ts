import { sellingPrice, type PricedProduct } from '../../lib/productPriceText';

/** The surcharge custom orders with special requirements carry. */
export const SPECIAL_REQUIREMENTS_SURCHARGE = 0.1;

/** The total the customer can expect (the server computes the stored one the same way); null without a price. */
export function estimatedTotal(
  product: Omit<PricedProduct, 'currency'>,
  quantity: number,
  specialRequirements: string,
): number | null {
  const unit = sellingPrice(product);
  if (unit == null) return null;
  const base = unit * quantity;
  const total = specialRequirements.trim() ? base * (1 + SPECIAL_REQUIREMENTS_SURCHARGE) : base;
  return Math.round((total + Number.EPSILON) * 100) / 100;
}
