import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import type { InboxUnreadCountQuery } from '../../__generated__/InboxUnreadCountQuery.graphql';
import { formatCount } from '../kit/format';

export const inboxUnreadCountQuery = graphql`
  query InboxUnreadCountQuery {
    inboxUnreadCount
  }
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.indigo800};
`;

export const unreadText = (count: number) =>
  count === 0 ? 'All caught up: nothing unread' : `${formatCount(count)} unread`;

/**
 * The viewer's unread count. A status region, so marking entries read or unread is announced; the
 * marks set the stored count, so it changes with the list at once.
 */
export function InboxUnreadCount({ fetchKey }: { fetchKey: string }) {
  const { inboxUnreadCount } = useLazyLoadQuery<InboxUnreadCountQuery>(
    inboxUnreadCountQuery,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  return <Count role="status">{unreadText(inboxUnreadCount)}</Count>;
}
