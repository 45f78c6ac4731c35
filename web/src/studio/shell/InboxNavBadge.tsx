import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { InboxNavBadgeQuery } from '../../__generated__/InboxNavBadgeQuery.graphql';
import { Badge } from '../../components/Badge';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatCount } from '../kit/format';

const inboxNavBadgeQuery = graphql`
  query InboxNavBadgeQuery {
    inboxUnreadCount
  }
`;

function UnreadBadge() {
  const { inboxUnreadCount } = useLazyLoadQuery<InboxNavBadgeQuery>(
    inboxNavBadgeQuery,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (inboxUnreadCount === 0) return null;
  return (
    <Badge $tone="terracotta">
      {formatCount(inboxUnreadCount)}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  );
}

/**
 * The unread count beside the Inbox entry of the studio navigation (render it only for viewers who
 * may open the inbox). It reads the same stored count the inbox's marks update, and shows nothing
 * while loading, on failure, or when everything is read.
 */
export function InboxNavBadge() {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <UnreadBadge />
      </Suspense>
    </ErrorBoundary>
  );
}
