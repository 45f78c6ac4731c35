import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import type { Layout } from '../../components/LayoutToggle';
import type { TailorResultsQuery, TailorFilter } from '../../__generated__/TailorResultsQuery.graphql';
import type { TailorResults_query$key } from '../../__generated__/TailorResults_query.graphql';
import { TailorCard } from './TailorCard';
import { TailorGrid } from './TailorGrid';
import { TAILORS_PAGE_SIZE } from './tailorFilters';
import { useLoadNextOrReport } from '../../relay/useLoadNextOrReport';

const Empty = styled.p`
  padding-block: ${({ theme }) => theme.space[8]};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[7]};
`;

const tailorResultsFragment = graphql`
  fragment TailorResults_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "TailorFilter" })
  @refetchable(queryName: "TailorResultsPaginationQuery") {
    tailors(first: $count, after: $cursor, filter: $filter) @connection(key: "TailorResults_tailors") {
      edges {
        node {
          id
          brand {
            id
          }
          ...TailorCard_tailor
        }
      }
    }
  }
`;

export function TailorResults({ filter, layout }: { filter: TailorFilter; layout: Layout }) {
  const query = useLazyLoadQuery<TailorResultsQuery>(
    graphql`
      query TailorResultsQuery($count: Int!, $filter: TailorFilter) {
        ...TailorResults_query @arguments(count: $count, filter: $filter)
      }
    `,
    { count: TAILORS_PAGE_SIZE, filter },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    tailorResultsFragment,
    query as TailorResults_query$key,
  );
  const loadMore = useLoadNextOrReport(loadNext, TAILORS_PAGE_SIZE, 'Failed to load more tailors. Please try again.');
  // Cards without a brand are skipped.
  const tailors = data.tailors.edges.map((edge) => edge.node).filter((node) => node.brand != null);
  if (tailors.length === 0) return <Empty>No tailors match your search.</Empty>;
  return (
    <>
      <TailorGrid $layout={layout}>
        {tailors.map((tailor) => (
          <li key={tailor.id}>
            <TailorCard tailor={tailor} layout={layout} />
          </li>
        ))}
      </TailorGrid>
      {hasNext ? (
        <More>
          <Button $variant="secondary" disabled={isLoadingNext} onClick={loadMore}>
            {isLoadingNext ? 'Loading…' : 'Show more tailors'}
          </Button>
        </More>
      ) : null}
    </>
  );
}
