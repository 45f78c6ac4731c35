import ActivityEntityTypesQueryNode, {
  type ActivityEntityTypesQuery,
} from '../../__generated__/ActivityEntityTypesQuery.graphql';
import ActivityResultsQueryNode, { type ActivityResultsQuery } from '../../__generated__/ActivityResultsQuery.graphql';
import { listRoute } from '../kit/list/listRoute';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { activityFilters, toAuditFilterInput } from './activityFilters';
import { ACTIVITY_PAGE_SIZE } from './activityPaging';

const preloadEntityTypes = sectionQueryLoader<ActivityEntityTypesQuery>(ActivityEntityTypesQueryNode, () => ({}));

/** /studio/activity: the record types for the filter and the first page of the feed. */
export const activityRoute = listRoute<ActivityResultsQuery>(
  ActivityResultsQueryNode,
  (params) => ({ count: ACTIVITY_PAGE_SIZE, filter: toAuditFilterInput(activityFilters.read(params)) }),
  preloadEntityTypes,
);
