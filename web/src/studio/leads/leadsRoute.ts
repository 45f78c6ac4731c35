import type { LoaderFunctionArgs } from 'react-router';
import LeadResultsQueryNode, { type LeadResultsQuery } from '../../__generated__/LeadResultsQuery.graphql';
import LeadStatsQueryNode, { type LeadStatsQuery } from '../../__generated__/LeadStatsQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { leadFiltersFromParams, toLeadFilterInput, toLeadSortInput } from './leadFilters';
import { LEADS_PAGE_SIZE } from './leadsPaging';

const preloadStats = sectionQueryLoader<LeadStatsQuery>(LeadStatsQueryNode, () => ({}));

const preloadLeads = sectionQueryLoader<LeadResultsQuery, URLSearchParams>(LeadResultsQueryNode, (params) => {
  const filters = leadFiltersFromParams(params);
  return { count: LEADS_PAGE_SIZE, filter: toLeadFilterInput(filters), orderBy: toLeadSortInput(filters) };
});

/** /studio/leads: starts the figures and the first page of leads for the URL's filters. */
export function leadsLoader({ request }: LoaderFunctionArgs): null {
  preloadStats();
  preloadLeads(new URL(request.url).searchParams);
  return null;
}
