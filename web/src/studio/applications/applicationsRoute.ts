import ApplicationResultsQueryNode, {
  type ApplicationResultsQuery,
} from '../../__generated__/ApplicationResultsQuery.graphql';
import ApplicationStatusFilterQueryNode, {
  type ApplicationStatusFilterQuery,
} from '../../__generated__/ApplicationStatusFilterQuery.graphql';
import { listRoute } from '../kit/list/listRoute';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { applicationFilters, toApplicationFilterInput, toCountsSearch } from './applicationFilters';
import { APPLICATIONS_PAGE_SIZE } from './applicationsPaging';

const preloadCounts = sectionQueryLoader<ApplicationStatusFilterQuery, URLSearchParams>(
  ApplicationStatusFilterQueryNode,
  (params) => ({ search: toCountsSearch(applicationFilters.read(params)) }),
);

/**
 * /studio/applications: the first page for the URL's search and status, and the status counts
 * (for a viewer who is not a super admin the API refuses both and the page says so).
 */
export const applicationsRoute = listRoute<ApplicationResultsQuery>(
  ApplicationResultsQueryNode,
  (params) => ({ count: APPLICATIONS_PAGE_SIZE, filter: toApplicationFilterInput(applicationFilters.read(params)) }),
  preloadCounts,
);
