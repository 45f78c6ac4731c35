import type { Currency } from '../../generated/prisma/enums.js';
import { CURRENCY_SYMBOLS } from '../../domain/currency.js';

export const EXPLORE_FOR_PRICES = 'Explore brand for prices';

const amount = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The text a brand's price range is saved as: symbol with min and max, or the explore text. */
export function buildPriceRange(
  currency: Currency | null | undefined,
  min?: number | null,
  max?: number | null,
): string {
  if (!currency || currency === 'NONE') return EXPLORE_FOR_PRICES;
  const symbol = CURRENCY_SYMBOLS[currency];
  const hasMin = min != null && Number.isFinite(min);
  const hasMax = max != null && Number.isFinite(max);
  if (!hasMin && !hasMax) return EXPLORE_FOR_PRICES;
  if (hasMin && hasMax)
    return min === max ? `${symbol}${amount(min!)}` : `${symbol}${amount(min!)} - ${symbol}${amount(max!)}`;
  return hasMin ? `From ${symbol}${amount(min!)}` : `Up to ${symbol}${amount(max!)}`;
}

/**
 * What a stored price range shows as. A range whose min and max are equal and at most 100 is a
 * placeholder, shown as the explore text.
 */
export function displayPriceRange(stored: string | null | undefined): string {
  const text = stored?.trim();
  if (!text) return EXPLORE_FOR_PRICES;
  const numbers = [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
  if (numbers.length === 1 && numbers[0]! <= 100 && !/from|up to/i.test(text)) return EXPLORE_FOR_PRICES;
  if (numbers.length === 2 && numbers[0] === numbers[1] && numbers[0]! <= 100) return EXPLORE_FOR_PRICES;
  return text;
}
