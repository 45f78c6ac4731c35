/**
 * The platform's commission on the revenue brands make through their leads: 10%. The one place the
 * rate is defined; the top performing brands table reports revenue times this rate.
 */
export const PLATFORM_COMMISSION_RATE = 0.1;

export const roundToPence = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

export function commissionOn(revenue: number): number {
  return roundToPence(revenue * PLATFORM_COMMISSION_RATE);
}
