import { DELIVERY_METHOD_LABELS, SERVICE_KIND_OPTIONS } from '@features/products/rules-services';
import type { ServiceKind } from './serviceFilters';

export type DeliveryMethod = keyof typeof DELIVERY_METHOD_LABELS;

/** Whether a value from the API is one of the four service types (the schema may grow more). */
export const isServiceKind = (value: string | null | undefined): value is ServiceKind =>
  SERVICE_KIND_OPTIONS.some((option) => option.kind === value);

export const isDeliveryMethod = (value: string | null | undefined): value is DeliveryMethod =>
  !!value && Object.hasOwn(DELIVERY_METHOD_LABELS, value);

/** 'Alterations & Repairs' for alterations; 'Service' for a type this screen does not know. */
export const serviceKindLabel = (kind: string | null | undefined): string =>
  SERVICE_KIND_OPTIONS.find((option) => option.kind === kind)?.label ?? 'Service';

/** 'Pickup from Studio' for pickup; null when none (or one this screen does not know) is set. */
export const deliveryMethodLabel = (method: string | null | undefined): string | null =>
  isDeliveryMethod(method) ? DELIVERY_METHOD_LABELS[method] : null;
