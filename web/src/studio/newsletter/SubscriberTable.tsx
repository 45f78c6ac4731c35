import { useId } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SubscriberTableStatusMutation } from '../../__generated__/SubscriberTableStatusMutation.graphql';
import type { SubscriberTable_query$key } from '../../__generated__/SubscriberTable_query.graphql';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { PagedResults } from '../kit/PagedResults';
import { listTexts } from '../kit/list/listTexts';
import { NEWSLETTER_FETCH } from './newsletterFetchPolicy';
import { SubscriberRow } from './SubscriberRow';
import { SubscriberTableGrid, TableScroller } from './SubscriberTableLayout';
import type { SubscriptionStatusValue } from './newsletterVocabulary';

const subscriberTableFragment = graphql`
  fragment SubscriberTable_query on Query
  @argumentDefinitions(
    count: { type: "Int!" }
    cursor: { type: "String" }
    filter: { type: "NewsletterSubscriberFilter" }
  )
  @refetchable(queryName: "SubscriberTablePaginationQuery") {
    newsletterSubscribers(first: $count, after: $cursor, filter: $filter)
      @connection(key: "SubscriberTable_newsletterSubscribers") {
      totalCount
      edges {
        node {
          id
          ...SubscriberRow_subscriber
        }
      }
    }
  }
`;

// Unsubscribes or reactivates: the row shows it at once and goes back if the server refuses.
const setStatusMutation = graphql`
  mutation SubscriberTableStatusMutation($input: SetSubscriptionStatusInput!) {
    setSubscriptionStatus(input: $input) {
      subscriber {
        id
        subscriptionStatus
        unsubscribedAt
      }
    }
  }
`;

const TEXTS = listTexts({
  nouns: { one: 'subscriber', many: 'subscribers' },
  empty: { message: 'People who sign up for the newsletter will be listed here.' },
  noMatches: { title: 'No subscribers match', message: 'Try another search, status or source.' },
});

const STATUS_TEXTS = {
  success: 'Subscription status updated successfully',
  failure: 'Failed to update subscription status',
};

interface SubscriberTableProps {
  query: SubscriberTable_query$key;
  filtered: boolean;
  onResetFilters: () => void;
  onStatusUpdated: () => void;
}

/** The subscribers matching the filters, newest first, 20 at a time, with how many there are in all. */
export function SubscriberTable({ query, filtered, onResetFilters, onStatusUpdated }: SubscriberTableProps) {
  const pagination = usePaginationFragment(subscriberTableFragment, query);
  const { items, paging } = usePagedConnection(
    pagination.data.newsletterSubscribers,
    pagination,
    NEWSLETTER_FETCH.pageSize,
    TEXTS.loadMoreFailed,
  );
  const { run, busy: saving } = useStudioMutation<SubscriberTableStatusMutation>(setStatusMutation, STATUS_TEXTS);
  const setStatus = (id: string, subscriptionStatus: SubscriptionStatusValue) =>
    void run(
      { input: { id, subscriptionStatus } },
      {
        optimisticUpdater: (store) => void store.get(id)?.setValue(subscriptionStatus, 'subscriptionStatus'),
        onDone: onStatusUpdated,
      },
    );
  const captionId = useId();

  return (
    <PagedResults
      texts={TEXTS}
      shown={items.length}
      paging={paging}
      filtered={filtered}
      onResetFilters={onResetFilters}
    >
      <TableScroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <SubscriberTableGrid role="table">
          <VisuallyHidden as="caption" id={captionId}>
            Newsletter subscribers, newest first
          </VisuallyHidden>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                Subscriber
              </th>
              <th scope="col" role="columnheader">
                Status
              </th>
              <th scope="col" role="columnheader">
                Source
              </th>
              <th scope="col" role="columnheader">
                Subscribed
              </th>
              <th scope="col" role="columnheader" data-numeric>
                E-mails
              </th>
              <th scope="col" role="columnheader">
                Action
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {items.map((subscriber) => (
              <SubscriberRow key={subscriber.id} subscriber={subscriber} onSetStatus={setStatus} busy={saving} />
            ))}
          </tbody>
        </SubscriberTableGrid>
      </TableScroller>
    </PagedResults>
  );
}
