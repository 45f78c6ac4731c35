import type { LoaderFunctionArgs } from 'react-router';
import UserResultsQueryNode, { type UserResultsQuery } from '../../__generated__/UserResultsQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { toUserFilterInput, userFiltersFromParams } from './userFilters';
import { USERS_PAGE_SIZE } from './usersPaging';

const preloadUsers = sectionQueryLoader<UserResultsQuery, URLSearchParams>(UserResultsQueryNode, (params) => ({
  count: USERS_PAGE_SIZE,
  filter: toUserFilterInput(userFiltersFromParams(params)),
}));

/** /studio/users: starts the first page of accounts for the URL's filters. */
export function usersLoader({ request }: LoaderFunctionArgs): null {
  preloadUsers(new URL(request.url).searchParams);
  return null;
}
