import type { Currency } from '../generated/prisma/enums.js';

export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  NONE: '',
  NGN: '₦',
  KES: 'KSh',
  GHS: 'GH₵',
  ZAR: 'R',
  EGP: 'E£',
  MAD: 'DH',
  TND: 'DT',
  XOF: 'CFA',
  DZD: 'DA',
  USD: '$',
  EUR: '€',
  GBP: '£',
};

/** Currencies a brand can choose (NONE means "explore brand for prices"). */
export const PLATFORM_CURRENCIES = [
  'NGN',
  'KES',
  'GHS',
  'ZAR',
  'EGP',
  'MAD',
  'TND',
  'XOF',
  'DZD',
  'USD',
  'EUR',
  'GBP',
] as const satisfies readonly Currency[];

export const DEFAULT_CURRENCY: Currency = 'USD';
