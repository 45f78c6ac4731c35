import {
  brandRequestProblems as brandRequestRuleProblems,
  customOrderProblems as customOrderRuleProblems,
} from '@features/orders/rules';

/** What both order forms collect about the customer and where the piece goes. */
export interface DeliveryDetails {
  fullName: string;
  email: string;
  phone: string;
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface CustomOrderForm {
  size: string;
  color: string;
  quantity: number;
  fitPreference: string;
  lengthPreference: string;
  sleevePreference: string;
  specialRequirements: string;
  customerNotes: string;
  delivery: DeliveryDetails;
}

export interface BrandRequestForm {
  size: string;
  color: string;
  quantity: number;
  customerNotes: string;
  delivery: DeliveryDetails;
}

export interface OrderProduct {
  sizes: readonly string[];
  colors: readonly string[];
}

export interface Customer {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

function emptyDelivery(customer: Customer | null): DeliveryDetails {
  const fullName = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  return {
    fullName,
    email: customer?.email ?? '',
    phone: '',
    addressLine1: '',
    city: '',
    state: '',
    postalCode: '',
    country: '',
  };
}

/** A fresh custom order: the first size and colour, fit regular, length regular, sleeve long. */
export function newCustomOrder(product: OrderProduct, customer: Customer | null): CustomOrderForm {
  return {
    size: product.sizes[0] ?? '',
    color: product.colors[0] ?? '',
    quantity: 1,
    fitPreference: 'regular',
    lengthPreference: 'regular',
    sleevePreference: 'long',
    specialRequirements: '',
    customerNotes: '',
    delivery: emptyDelivery(customer),
  };
}

export function newBrandRequest(product: OrderProduct, customer: Customer | null): BrandRequestForm {
  return {
    size: product.sizes[0] ?? '',
    color: product.colors[0] ?? '',
    quantity: 1,
    customerNotes: '',
    delivery: emptyDelivery(customer),
  };
}

export type Problems = Record<string, string>;

/** Field names as the 'Please complete: ...' toast lists them. */
const FIELD_LABELS: Record<string, string> = {
  fullName: 'Full name',
  email: 'Email',
  fitPreference: 'Fit preference',
  lengthPreference: 'Length preference',
  sleevePreference: 'Sleeve preference',
  quantity: 'Quantity',
};

/** The API's rules for a custom order, on the form's shape. */
export function customOrderProblems(form: CustomOrderForm): Problems {
  const { fullName, email } = form.delivery;
  return customOrderRuleProblems({ ...form, fullName, email });
}

/** The API's rules for a brand request, on the form's shape. */
export function brandRequestProblems(form: BrandRequestForm): Problems {
  const { fullName, email } = form.delivery;
  return brandRequestRuleProblems({ ...form, fullName, email });
}

/** The error toast: 'Please complete: Full name, Email'. */
export function incompleteMessage(problems: Problems): string {
  return `Please complete: ${Object.keys(problems)
    .map((field) => FIELD_LABELS[field] ?? field)
    .join(', ')}`;
}

const orNull = (value: string) => value.trim() || null;

export function deliveryInput(delivery: DeliveryDetails) {
  return {
    fullName: delivery.fullName.trim(),
    email: delivery.email.trim(),
    phone: orNull(delivery.phone),
    addressLine1: orNull(delivery.addressLine1),
    city: orNull(delivery.city),
    state: orNull(delivery.state),
    postalCode: orNull(delivery.postalCode),
    country: orNull(delivery.country),
  };
}
