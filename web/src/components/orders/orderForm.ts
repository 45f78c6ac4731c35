import { emailProblem } from '@domain/email-address';

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

export function customOrderProblems(form: CustomOrderForm): Problems {
  const problems: Problems = {};
  if (!form.delivery.fullName.trim()) problems.fullName = 'Full name is required';
  const email = emailProblem(form.delivery.email);
  if (email) problems.email = email;
  if (!form.fitPreference) problems.fitPreference = 'Fit preference is required';
  if (!form.lengthPreference) problems.lengthPreference = 'Length preference is required';
  if (!form.sleevePreference) problems.sleevePreference = 'Sleeve preference is required';
  return problems;
}

export function brandRequestProblems(form: BrandRequestForm): Problems {
  const problems: Problems = {};
  if (!form.delivery.fullName.trim()) problems.fullName = 'Full name is required';
  const email = emailProblem(form.delivery.email);
  if (email) problems.email = email === 'Email is required' ? 'Email address is required' : email;
  if (!(form.quantity >= 1)) problems.quantity = 'Quantity must be at least 1';
  return problems;
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
