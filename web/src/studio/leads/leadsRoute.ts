import LeadResultsQueryNode, { type LeadResultsQuery } from '../../__generated__/LeadResultsQuery.graphql';
import LeadStatsQueryNode, { type LeadStatsQuery } from '../../__generated__/LeadStatsQuery.graphql';
import { listRoute } from '../kit/list/listRoute';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { leadFilters, toLeadFilterInput, toLeadSortInput } from './leadFilters';
import { LEADS_PAGE_SIZE } from './leadsPaging';

const preloadStats = sectionQueryLoader<LeadStatsQuery>(LeadStatsQueryNode, () => ({}));

/** /studio/leads: the figures, and the first page of leads for the URL's filters. */
export const leadsRoute = listRoute<LeadResultsQuery>(
  LeadResultsQueryNode,
  (params) => {
    const filters = leadFilters.read(params);
    return { count: LEADS_PAGE_SIZE, filter: toLeadFilterInput(filters), orderBy: toLeadSortInput(filters) };
  },
  preloadStats,
);
