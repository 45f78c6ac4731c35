import { orderTotal } from '@features/orders/rules';
import { sellingPrice, type PricedProduct } from '../../lib/productPriceText';

/** The total the customer can expect, by the rule the server stores it with; null without a price. */
export function estimatedTotal(
  product: Omit<PricedProduct, 'currency'>,
  quantity: number,
  specialRequirements: string,
): number | null {
  const unit = sellingPrice(product);
  return unit == null ? null : orderTotal(unit * quantity, specialRequirements);
}
