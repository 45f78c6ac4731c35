import type { LoaderFunctionArgs } from 'react-router';
import ApplicationResultsQueryNode, {
  type ApplicationResultsQuery,
} from '../../__generated__/ApplicationResultsQuery.graphql';
import ApplicationStatusFilterQueryNode, {
  type ApplicationStatusFilterQuery,
} from '../../__generated__/ApplicationStatusFilterQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { applicationFiltersFromParams, toApplicationFilterInput, toCountsSearch } from './applicationFilters';
import { APPLICATIONS_PAGE_SIZE } from './applicationsPaging';

const preloadCounts = sectionQueryLoader<ApplicationStatusFilterQuery, URLSearchParams>(
  ApplicationStatusFilterQueryNode,
  (params) => ({ search: toCountsSearch(applicationFiltersFromParams(params)) }),
);

const preloadApplications = sectionQueryLoader<ApplicationResultsQuery, URLSearchParams>(
  ApplicationResultsQueryNode,
  (params) => ({
    count: APPLICATIONS_PAGE_SIZE,
    filter: toApplicationFilterInput(applicationFiltersFromParams(params)),
  }),
);

/**
 * /studio/applications: starts the status counts and the first page of applications for the URL's
 * search and status. (For a viewer who is not a super admin the API refuses both and the page shows
 * that it may not be opened; the loader does not wait for either answer.)
 */
export function applicationsLoader({ request }: LoaderFunctionArgs): null {
  const params = new URL(request.url).searchParams;
  preloadCounts(params);
  preloadApplications(params);
  return null;
}
