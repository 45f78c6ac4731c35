import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import type { Layout } from '../../components/LayoutToggle';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { BrandResults_query$key } from '../../__generated__/BrandResults_query.graphql';
import { BrandCard } from '../../components/brand/BrandCard';
import { BrandGrid } from './BrandGrid';
import { DirectoryEmptyState } from './DirectoryEmptyState';
import { DIRECTORY_PAGE_SIZE } from './directoryFilters';
import { useLoadNextOrReport } from '../../relay/useLoadNextOrReport';

const brandResultsFragment = graphql`
  fragment BrandResults_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "BrandFilter" })
  @refetchable(queryName: "BrandResultsPaginationQuery") {
    brands(first: $count, after: $cursor, filter: $filter) @connection(key: "BrandResults_brands") {
      totalCount
      edges {
        node {
          id
          ...BrandCard_brand
        }
      }
    }
  }
`;

const Section = styled.section<{ $updating: boolean }>`
  margin-top: ${({ theme }) => theme.space[5]};
  opacity: ${({ $updating }) => ($updating ? 0.55 : 1)};
  transition: opacity ${({ theme }) => theme.motion.base};
`;

const CountLine = styled.p`
  margin-bottom: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[7]};
`;

interface BrandResultsProps {
  query: BrandResults_query$key;
  layout: Layout;
  /** True while results for changed filters are on their way. */
  updating: boolean;
  onResetFilters: () => void;
}

export function BrandResults({ query, layout, updating, onResetFilters }: BrandResultsProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(brandResultsFragment, query);
  const loadMore = useLoadNextOrReport(
    loadNext,
    DIRECTORY_PAGE_SIZE,
    'Failed to load more designers. Please try again.',
  );
  const { totalCount, edges } = data.brands;

  return (
    <Section aria-labelledby="directory-results-title" aria-busy={updating} $updating={updating}>
      <VisuallyHidden as="h2" id="directory-results-title">
        Designers
      </VisuallyHidden>
      <CountLine role="status">
        Showing {totalCount} {totalCount === 1 ? 'brand' : 'brands'}
      </CountLine>
      {totalCount === 0 ? (
        <DirectoryEmptyState onReset={onResetFilters} />
      ) : (
        <BrandGrid $layout={layout}>
          {edges.map(({ node }, index) => (
            <li key={node.id}>
              <BrandCard brand={node} layout={layout} eager={index === 0} />
            </li>
          ))}
        </BrandGrid>
      )}
      {hasNext ? (
        <More>
          <Button $variant="secondary" $size="lg" disabled={isLoadingNext} aria-busy={isLoadingNext} onClick={loadMore}>
            {isLoadingNext ? 'Loading…' : 'Load more designers'}
          </Button>
        </More>
      ) : null}
    </Section>
  );
}
