import type { LoaderFunctionArgs } from 'react-router';
import DirectoryPageQueryNode, { type DirectoryPageQuery } from '../../__generated__/DirectoryPageQuery.graphql';
import { routeQueryLoader } from '../../relay/routeQuery';
import { DIRECTORY_PAGE_SIZE, filtersFromParams, toBrandFilter } from './directoryFilters';

/** Preloads the directory for the filters in the URL. */
export const directoryLoader = routeQueryLoader<DirectoryPageQuery, LoaderFunctionArgs>(
  DirectoryPageQueryNode,
  ({ request }) => ({
    count: DIRECTORY_PAGE_SIZE,
    filter: toBrandFilter(filtersFromParams(new URL(request.url).searchParams)),
  }),
);
