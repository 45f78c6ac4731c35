/** Prices are shown with the pound sign when a currency cannot be formatted (the platform default). */
function poundFallback(amount: number): string {
  return `£${amount}`;
}

/** Formats an amount in its ISO currency, e.g. ₦45,000 or KSh 3,500. */
export function formatPrice(amount: number, currency: string): string {
  if (currency === 'NONE') return poundFallback(amount);
  try {
    return new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  } catch {
    return poundFallback(amount);
  }
}
