import type { LoaderFunctionArgs } from 'react-router';
import InboxResultsQueryNode, { type InboxResultsQuery } from '../../__generated__/InboxResultsQuery.graphql';
import InboxUnreadCountQueryNode, {
  type InboxUnreadCountQuery,
} from '../../__generated__/InboxUnreadCountQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { inboxFiltersFromParams, toInboxFilterInput } from './inboxFilters';
import { INBOX_PAGE_SIZE } from './inboxPaths';

const preloadEntries = sectionQueryLoader<InboxResultsQuery, URLSearchParams>(InboxResultsQueryNode, (params) => ({
  count: INBOX_PAGE_SIZE,
  filter: toInboxFilterInput(inboxFiltersFromParams(params)),
}));

const preloadUnreadCount = sectionQueryLoader<InboxUnreadCountQuery>(InboxUnreadCountQueryNode, () => ({}));

/** /studio/inbox: starts the first page for the URL's filters and the unread count. */
export function inboxLoader({ request }: LoaderFunctionArgs): null {
  preloadEntries(new URL(request.url).searchParams);
  preloadUnreadCount();
  return null;
}
