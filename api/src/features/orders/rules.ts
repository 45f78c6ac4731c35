import { isValidEmail } from '../../domain/email-address.js';

export const FIT_PREFERENCES = [
  'very-loose',
  'loose',
  'relaxed',
  'slightly-loose',
  'regular',
  'slightly-fitted',
  'fitted',
  'tight',
  'very-tight',
] as const;
export const LENGTH_PREFERENCES = ['short', 'regular', 'long', 'extra-long'] as const;
export const SLEEVE_PREFERENCES = ['short', 'three-quarter', 'long', 'no-sleeve'] as const;
export const MIN_ORDER_QUANTITY = 1;
export const MAX_ORDER_QUANTITY = 5;

export type FitPreference = (typeof FIT_PREFERENCES)[number];
export type LengthPreference = (typeof LENGTH_PREFERENCES)[number];
export type SleevePreference = (typeof SLEEVE_PREFERENCES)[number];

const oneOf = (options: readonly string[], value: string | null | undefined) => !!value && options.includes(value);
const blank = (value: string | null | undefined) => !value?.trim();

export interface CustomOrderFields {
  fullName?: string | null;
  email?: string | null;
  quantity?: number | null;
  fitPreference?: string | null;
  lengthPreference?: string | null;
  sleevePreference?: string | null;
}

export const QUANTITY_RANGE_MESSAGE = `Quantity must be between ${MIN_ORDER_QUANTITY} and ${MAX_ORDER_QUANTITY}`;

function quantityProblem(quantity: number | null | undefined): string | null {
  if (quantity == null || !Number.isInteger(quantity) || quantity < MIN_ORDER_QUANTITY)
    return 'Quantity must be at least 1';
  if (quantity > MAX_ORDER_QUANTITY) return QUANTITY_RANGE_MESSAGE;
  return null;
}

/** The spec's messages for a custom order, keyed by field (empty when the order is complete). */
export function customOrderProblems(order: CustomOrderFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (blank(order.fullName)) problems.fullName = 'Full name is required';
  if (blank(order.email)) problems.email = 'Email is required';
  else if (!isValidEmail(order.email!)) problems.email = 'Please enter a valid email address';
  if (!oneOf(FIT_PREFERENCES, order.fitPreference)) problems.fitPreference = 'Fit preference is required';
  if (!oneOf(LENGTH_PREFERENCES, order.lengthPreference)) problems.lengthPreference = 'Length preference is required';
  if (!oneOf(SLEEVE_PREFERENCES, order.sleevePreference)) problems.sleevePreference = 'Sleeve preference is required';
  const quantity = quantityProblem(order.quantity);
  if (quantity) problems.quantity = quantity;
  return problems;
}

export interface BrandRequestFields {
  fullName?: string | null;
  email?: string | null;
  quantity?: number | null;
}

/** The spec's messages for a brand request, keyed by field (empty when the request is complete). */
export function brandRequestProblems(request: BrandRequestFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (blank(request.fullName)) problems.fullName = 'Full name is required';
  if (blank(request.email)) problems.email = 'Email address is required';
  else if (!isValidEmail(request.email!)) problems.email = 'Please enter a valid email address';
  const quantity = quantityProblem(request.quantity);
  if (quantity) problems.quantity = quantity;
  return problems;
}

/** Database enum values use underscores where the site's option values use dashes. */
export const toStoredPreference = (value: string) => value.replace(/-/g, '_');
export const fromStoredPreference = (value: string) => value.replace(/_/g, '-');

/** The surcharge applied to custom orders with special requirements. */
export const SPECIAL_REQUIREMENTS_SURCHARGE_RATE = 0.1;

const roundToCents = (amount: number) => Math.round((amount + Number.EPSILON) * 100) / 100;

/** The order total: the base amount, plus 10% when special requirements are set, rounded to 2 decimals. */
export function orderTotal(baseAmount: number, specialRequirements: string | null | undefined): number {
  const hasRequirements = !!specialRequirements?.trim();
  return roundToCents(hasRequirements ? baseAmount * (1 + SPECIAL_REQUIREMENTS_SURCHARGE_RATE) : baseAmount);
}
