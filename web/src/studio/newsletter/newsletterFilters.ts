import { filterInput } from '../kit/list/filterInput';
import { defineUrlFilters, type FilterValues } from '../kit/list/defineUrlFilters';
import { oneOfFilter, searchFilter } from '../kit/list/urlFilterKinds';
import { optionsOf } from '../kit/vocabulary';
import {
  SOURCE_LABELS,
  STATUS_LABELS,
  SUBSCRIBER_SOURCES,
  SUBSCRIPTION_STATUSES,
  type SubscriberSourceValue,
  type SubscriptionStatusValue,
} from './newsletterVocabulary';

/** The subscriptions screen's filters in the URL: ?search=&status=&source=; values the API does not know are ignored. */
export const newsletterFilters = defineUrlFilters({
  /** E-mail and names. */
  search: searchFilter({ id: 'newsletter-search', placeholder: 'E-mail or name' }),
  status: oneOfFilter({
    param: 'status',
    options: optionsOf(SUBSCRIPTION_STATUSES, STATUS_LABELS),
    id: 'newsletter-status',
    label: 'Status',
    allLabel: 'All statuses',
  }),
  source: oneOfFilter({
    param: 'source',
    options: optionsOf(SUBSCRIBER_SOURCES, SOURCE_LABELS),
    id: 'newsletter-source',
    label: 'Source',
    allLabel: 'All sources',
  }),
});

export type NewsletterFilters = FilterValues<typeof newsletterFilters.filters>;

/** The API's NewsletterSubscriberFilter: only what is set. */
export interface SubscriberFilterInput {
  search?: string;
  status?: SubscriptionStatusValue;
  source?: SubscriberSourceValue;
}

/** The API's filter with empty values left out; null when nothing narrows the list. */
export const toSubscriberFilterInput = (filters: NewsletterFilters) =>
  filterInput<SubscriberFilterInput>({ search: filters.search, status: filters.status, source: filters.source });
