import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LeadResultsQuery } from '../../__generated__/LeadResultsQuery.graphql';
import type { LeadFilterInput, LeadSortInput } from './leadFilters';
import { LeadList } from './LeadList';
import { LEADS_PAGE_SIZE } from './leadsPaging';

const leadResultsQuery = graphql`
  query LeadResultsQuery($count: Int!, $filter: LeadFilter, $orderBy: LeadSort) {
    ...LeadList_query @arguments(count: $count, filter: $filter, orderBy: $orderBy)
  }
`;

interface LeadResultsProps {
  filter: LeadFilterInput | null;
  orderBy: LeadSortInput;
  /** A new value loads the list afresh (Try Again after a failure). */
  fetchKey: string;
  refreshKey: number;
  filtered: boolean;
  onResetFilters: () => void;
  onLeadDeleted: () => void;
  onStatusUpdated: () => void;
}

/** Loads the first page of leads for the filters, always from the server. */
export function LeadResults({ filter, orderBy, fetchKey, ...listProps }: LeadResultsProps) {
  const data = useLazyLoadQuery<LeadResultsQuery>(
    leadResultsQuery,
    { count: LEADS_PAGE_SIZE, filter, orderBy },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <LeadList query={data} {...listProps} />;
}
