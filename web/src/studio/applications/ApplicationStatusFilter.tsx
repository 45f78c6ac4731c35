import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ApplicationStatusFilterQuery } from '../../__generated__/ApplicationStatusFilterQuery.graphql';
import { FilterSelect } from '../../components/filters/FilterSelect';
import { formatCount } from '../kit/format';
import { QuerySection } from '../kit/QuerySection';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationStatusValue } from './applicationVocabulary';

const applicationStatusFilterQuery = graphql`
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

type Counts = Record<ApplicationStatusValue | 'all', number>;

interface StatusSelectProps {
  value: ApplicationStatusValue | '';
  onChange: (status: ApplicationStatusValue | '') => void;
}

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${formatCount(count)})`;

function StatusFilterSelect({ value, onChange, counts }: StatusSelectProps & { counts?: Counts }) {
  return (
    <FilterSelect
      id="applications-status"
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
}: StatusSelectProps & { search: string | null; fetchKey: string }) {
  const { designerApplicationCounts: counts } = useLazyLoadQuery<ApplicationStatusFilterQuery>(
    applicationStatusFilterQuery,
    { search },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <StatusFilterSelect {...props} counts={counts} />;
}

interface ApplicationStatusFilterProps extends StatusSelectProps {
  /** The search the counts are taken over. */
  search: string | null;
  /** A new value reads the counts again (after every change to an application). */
  refreshKey: number;
}

/**
 * The status filter (all, new, reviewing, approved, rejected), each option with how many
 * applications match the search in that status. Without the counts (loading, failed) it still works.
 */
export function ApplicationStatusFilter({ search, refreshKey, ...props }: ApplicationStatusFilterProps) {
  const plain = <StatusFilterSelect {...props} />;
  return (
    <QuerySection resetKey={`${search ?? ''}.${refreshKey}`} loading={plain} sessionEnded="page" error={() => plain}>
      {(fetchKey) => <CountedStatusSelect {...props} search={search} fetchKey={fetchKey} />}
    </QuerySection>
  );
}
