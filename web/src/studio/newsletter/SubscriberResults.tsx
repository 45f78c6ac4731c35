import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SubscriberResultsQuery } from '../../__generated__/SubscriberResultsQuery.graphql';
import { SubscriberTable } from './SubscriberTable';

export const subscriberResultsQuery = graphql`
  query SubscriberResultsQuery($count: Int!, $filter: NewsletterSubscriberFilter) {
    ...SubscriberTable_query @arguments(count: $count, filter: $filter)
  }
`;

interface SubscriberResultsProps {
  queryRef: PreloadedQuery<SubscriberResultsQuery>;
  filtered: boolean;
  onResetFilters: () => void;
  onStatusUpdated: () => void;
}

/** The first page of subscribers for the filters, read from the store once the query has answered. */
export function SubscriberResults({ queryRef, ...tableProps }: SubscriberResultsProps) {
  const data = usePreloadedQuery<SubscriberResultsQuery>(subscriberResultsQuery, queryRef);
  return <SubscriberTable query={data} {...tableProps} />;
}
