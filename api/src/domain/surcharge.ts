/** The surcharge applied to custom orders with special requirements. */
export const SPECIAL_REQUIREMENTS_SURCHARGE_RATE = 0.1;

const roundToCents = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

/** The order total: the base amount, plus 10% when special requirements are set, rounded to 2 decimals. */
export function orderTotal(baseAmount: number, specialRequirements: string | null | undefined): number {
  const hasRequirements = !!specialRequirements?.trim();
  return roundToCents(hasRequirements ? baseAmount * (1 + SPECIAL_REQUIREMENTS_SURCHARGE_RATE) : baseAmount);
}
