import type { LoaderFunctionArgs } from 'react-router';
import ActivityEntityTypesQueryNode, {
  type ActivityEntityTypesQuery,
} from '../../__generated__/ActivityEntityTypesQuery.graphql';
import ActivityResultsQueryNode, { type ActivityResultsQuery } from '../../__generated__/ActivityResultsQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { activityFiltersFromParams, toAuditFilterInput } from './activityFilters';
import { ACTIVITY_PAGE_SIZE } from './activityPaging';

const preloadEntityTypes = sectionQueryLoader<ActivityEntityTypesQuery>(ActivityEntityTypesQueryNode, () => ({}));

const preloadFeed = sectionQueryLoader<ActivityResultsQuery, URLSearchParams>(ActivityResultsQueryNode, (params) => ({
  count: ACTIVITY_PAGE_SIZE,
  filter: toAuditFilterInput(activityFiltersFromParams(params)),
}));

/** /studio/activity: starts the record types for the filter and the first page of the feed. */
export function activityLoader({ request }: LoaderFunctionArgs): null {
  preloadEntityTypes();
  preloadFeed(new URL(request.url).searchParams);
  return null;
}
