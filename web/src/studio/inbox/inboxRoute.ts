import InboxResultsQueryNode, { type InboxResultsQuery } from '../../__generated__/InboxResultsQuery.graphql';
import InboxUnreadCountQueryNode, {
  type InboxUnreadCountQuery,
} from '../../__generated__/InboxUnreadCountQuery.graphql';
import { listRoute } from '../kit/list/listRoute';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { inboxFilters, toInboxFilterInput } from './inboxFilters';
import { INBOX_PAGE_SIZE } from './inboxPaging';

const preloadUnreadCount = sectionQueryLoader<InboxUnreadCountQuery>(InboxUnreadCountQueryNode, () => ({}));

/** /studio/inbox: the first page for the URL's filters, and the unread count beside it. */
export const inboxRoute = listRoute<InboxResultsQuery>(
  InboxResultsQueryNode,
  (params) => ({ count: INBOX_PAGE_SIZE, filter: toInboxFilterInput(inboxFilters.read(params)) }),
  preloadUnreadCount,
);
