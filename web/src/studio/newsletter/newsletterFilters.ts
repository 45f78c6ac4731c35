import type { UrlFilterCodec } from '../kit/useUrlFilters';
import { withoutParams, withTextParams } from '../kit/urlParams';
import {
  SUBSCRIBER_SOURCES,
  SUBSCRIPTION_STATUSES,
  type SubscriberSourceValue,
  type SubscriptionStatusValue,
} from './newsletterVocabulary';

/** The subscriptions screen's filters as they live in the URL: ?search=&status=&source= (empty ones left out). */
export interface NewsletterFilters {
  search: string;
  status: SubscriptionStatusValue | '';
  source: SubscriberSourceValue | '';
}

const PARAM_NAMES = ['search', 'status', 'source'] as const;

/** The API's NewsletterSubscriberFilter: only what is set. */
export interface SubscriberFilterInput {
  search?: string;
  status?: SubscriptionStatusValue;
  source?: SubscriberSourceValue;
}

const oneOf = <T extends string>(values: readonly T[], candidate: string | null): T | '' =>
  values.find((value) => value === candidate) ?? '';

/** Reads the filters; a status or source the API does not know is ignored. */
export function newsletterFiltersFromParams(params: URLSearchParams): NewsletterFilters {
  return {
    search: params.get('search')?.trim() ?? '',
    status: oneOf(SUBSCRIPTION_STATUSES, params.get('status')),
    source: oneOf(SUBSCRIBER_SOURCES, params.get('source')),
  };
}

export const newsletterFilterCodec: UrlFilterCodec<NewsletterFilters> = {
  read: newsletterFiltersFromParams,
  write: (params, changes) => withTextParams<NewsletterFilters>(params, PARAM_NAMES, changes),
  clear: (params) => withoutParams(params, PARAM_NAMES),
};

export const hasNarrowingFilters = (filters: NewsletterFilters) => PARAM_NAMES.some((name) => filters[name] !== '');

/** The API's filter with empty values left out; null when nothing narrows the list. */
export function toSubscriberFilterInput(filters: NewsletterFilters): SubscriberFilterInput | null {
  const input: SubscriberFilterInput = {};
  if (filters.search) input.search = filters.search;
  if (filters.status) input.status = filters.status;
  if (filters.source) input.source = filters.source;
  return Object.keys(input).length ? input : null;
}
