import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ApplicationResultsQuery } from '../../__generated__/ApplicationResultsQuery.graphql';
import type { ApplicationFilterInput } from './applicationFilters';
import { ApplicationList } from './ApplicationList';
import { APPLICATIONS_PAGE_SIZE } from './applicationsPaging';
import type { DecisionOutcome } from './decisionOutcome';

const applicationResultsQuery = graphql`
  query ApplicationResultsQuery($count: Int!, $filter: ApplicationFilter) {
    ...ApplicationList_query @arguments(count: $count, filter: $filter)
  }
`;

interface ApplicationResultsProps {
  filter: ApplicationFilterInput | null;
  /** A new value loads the list afresh (Try Again after a failure). */
  fetchKey: string;
  refreshKey: number;
  filtered: boolean;
  onResetFilters: () => void;
  onReload: () => void;
  onDecision: (outcome: DecisionOutcome) => void;
}

/** Loads the first page of applications for the filters, always from the server. */
export function ApplicationResults({ filter, fetchKey, ...listProps }: ApplicationResultsProps) {
  const data = useLazyLoadQuery<ApplicationResultsQuery>(
    applicationResultsQuery,
    { count: APPLICATIONS_PAGE_SIZE, filter },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <ApplicationList query={data} {...listProps} />;
}
