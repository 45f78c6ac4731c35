import { FIT_OPTIONS, LENGTH_OPTIONS, SLEEVE_OPTIONS, type SelectOption } from '../../components/orders/orderOptions';

export const INBOX_KIND_VALUES = ['enquiry', 'custom_order', 'brand_request'] as const;
export type InboxKindValue = (typeof INBOX_KIND_VALUES)[number];

export const KIND_LABELS: Record<InboxKindValue, string> = {
  enquiry: 'Enquiry',
  custom_order: 'Custom order',
  brand_request: 'Brand request',
};

const labelIn = (options: readonly SelectOption[], value: string | null | undefined) =>
  value ? (options.find((option) => option.value === value)?.label ?? value) : null;

/** The fit preferences as the order form words them ('Slightly fitted'); null when not given. */
export const fitLabel = (value: string | null | undefined) => labelIn(FIT_OPTIONS, value);
export const lengthLabel = (value: string | null | undefined) => labelIn(LENGTH_OPTIONS, value);
export const sleeveLabel = (value: string | null | undefined) => labelIn(SLEEVE_OPTIONS, value);

export interface DeliveryAddress {
  fullName: string;
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/**
 * A delivery address as the lines of an address block: the name, the street, then the town with
 * its region and postcode on one line, then the country. Parts the customer left out are skipped.
 */
export function addressLines(address: DeliveryAddress): string[] {
  const part = (value: string | null | undefined) => value?.trim() || null;
  const town = [part(address.city), part(address.state), part(address.postalCode)].filter(Boolean).join(', ');
  return [part(address.fullName), part(address.addressLine1), town || null, part(address.country)].filter(
    (line): line is string => !!line,
  );
}

/** A reply link: a new e-mail to the sender, its subject 'Re: ' and what they wrote about. */
export function replyHref(email: string, subject: string): string {
  return `mailto:${email.trim()}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** A phone link; spaces and punctuation other than a leading + are dropped. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
