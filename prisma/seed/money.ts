import type { Currency } from '../../api/src/generated/prisma/client.js';
import { buildPriceRange } from '../../api/src/features/brands/rules.js';

/**
 * Prices for the demo data. Amounts are thought of in US dollars and converted at rough, fixed
 * rates into the brand's currency, then rounded to steps a shop would actually use.
 */

interface CurrencyScale {
  perUsd: number;
  /** Rounding step for brand price bounds. */
  rangeStep: number;
  /** Rounding step for a product price. */
  priceStep: number;
}

const SCALES: Record<Exclude<Currency, 'NONE'>, CurrencyScale> = {
  NGN: { perUsd: 1550, rangeStep: 5000, priceStep: 500 },
  GHS: { perUsd: 15, rangeStep: 50, priceStep: 10 },
  KES: { perUsd: 130, rangeStep: 500, priceStep: 100 },
  ZAR: { perUsd: 18, rangeStep: 50, priceStep: 10 },
  XOF: { perUsd: 600, rangeStep: 5000, priceStep: 500 },
  USD: { perUsd: 1, rangeStep: 5, priceStep: 5 },
  MAD: { perUsd: 10, rangeStep: 50, priceStep: 10 },
  EGP: { perUsd: 50, rangeStep: 100, priceStep: 50 },
  TND: { perUsd: 3.1, rangeStep: 10, priceStep: 5 },
  DZD: { perUsd: 135, rangeStep: 500, priceStep: 100 },
  EUR: { perUsd: 0.92, rangeStep: 5, priceStep: 5 },
  GBP: { perUsd: 0.79, rangeStep: 5, priceStep: 5 },
};

function scaleOf(currency: Currency): CurrencyScale {
  return currency === 'NONE' ? SCALES.USD : SCALES[currency];
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** A brand bound (min or max) in the brand's currency. */
export function localBound(usd: number, currency: Currency): number {
  const s = scaleOf(currency);
  return roundTo(usd * s.perUsd, s.rangeStep);
}

/** Brand price bounds that enclose the given local prices, rounded outwards to the currency's range step. */
export function boundsAround(lowest: number, highest: number, currency: Currency): [number, number] {
  const step = scaleOf(currency).rangeStep;
  return [Math.max(step, Math.floor(lowest / step) * step), Math.ceil(highest / step) * step];
}

/** A shelf price in the brand's currency. */
export function localPrice(usd: number, currency: Currency): number {
  const s = scaleOf(currency);
  return roundTo(usd * s.perUsd, s.priceStep);
}

/** The smallest price difference a shop in this currency would use. */
export function priceStep(currency: Currency): number {
  return scaleOf(currency).priceStep;
}

/** A price in local currency rounded to the currency's price step. */
export function roundLocalPrice(amount: number, currency: Currency): number {
  return roundTo(amount, scaleOf(currency).priceStep);
}

/** The brand's price range text, exactly as the studio saves it ("₦25,000 - ₦180,000"). */
export function priceRangeText(currency: Currency, min: number, max: number): string {
  return buildPriceRange(currency, min, max);
}

/** "From ₦150,000" style text for tailoring price ranges. */
export function fromPriceText(currency: Currency, min: number): string {
  return buildPriceRange(currency, min, null);
}
