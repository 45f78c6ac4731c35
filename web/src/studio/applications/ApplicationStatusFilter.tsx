import { createContext, useContext, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ApplicationStatusFilterQuery } from '../../__generated__/ApplicationStatusFilterQuery.graphql';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { formatCount } from '../kit/format';
import type { CustomControlProps } from '../kit/list/urlFilterKinds';
import { QuerySection } from '../kit/QuerySection';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from './applicationVocabulary';

export const applicationStatusFilterQuery = graphql`
  query ApplicationStatusFilterQuery($search: String) {
    designerApplicationCounts(search: $search) {
      all
      new
      reviewing
      approved
      rejected
    }
  }
`;

type Counts = ApplicationStatusFilterQuery['response']['designerApplicationCounts'];

/** What the counts are taken over: the screen's search, and a key that reads them again after a change. */
interface CountsScope {
  search: string | null;
  refreshKey: number;
}

const CountsScopeContext = createContext<CountsScope>({ search: null, refreshKey: 0 });

/** Around the filter bar: the counts follow the search and reload after every change to an application. */
export function ApplicationCountsScope({ children, ...scope }: CountsScope & { children: ReactNode }) {
  return <CountsScopeContext.Provider value={scope}>{children}</CountsScopeContext.Provider>;
}

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${formatCount(count)})`;

function StatusFilterSelect({ id, value, onChange, counts }: CustomControlProps & { counts?: Counts }) {
  return (
    <FilterSelect
      id={id}
      label="Status"
      allLabel={withCount('All statuses', counts?.all)}
      value={value}
      options={APPLICATION_STATUSES.map((status) => ({
        value: status,
        label: withCount(APPLICATION_STATUS_LABELS[status], counts?.[status]),
      }))}
      onChange={onChange}
    />
  );
}

function CountedStatusSelect({
  search,
  fetchKey,
  ...props
}: CustomControlProps & { search: string | null; fetchKey: string }) {
  const { designerApplicationCounts: counts } = useLazyLoadQuery<ApplicationStatusFilterQuery>(
    applicationStatusFilterQuery,
    { search },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <StatusFilterSelect {...props} counts={counts} />;
}

/**
 * The status filter (all, new, reviewing, approved, rejected), each option with how many
 * applications match the search in that status. Without the counts (loading, failed) it still works.
 */
export function ApplicationStatusFilter(props: CustomControlProps) {
  const { search, refreshKey } = useContext(CountsScopeContext);
  const plain = <StatusFilterSelect {...props} />;
  return (
    <QuerySection resetKey={`${search ?? ''}.${refreshKey}`} loading={plain} sessionEnded="page" error={() => plain}>
      {(fetchKey) => <CountedStatusSelect {...props} search={search} fetchKey={fetchKey} />}
    </QuerySection>
  );
}
