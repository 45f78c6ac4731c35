import { graphql, usePaginationFragment } from 'react-relay';
import type { PortfolioList_query$key } from '../../__generated__/PortfolioList_query.graphql';
import { ButtonLink } from '../../components/Button';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { PagedResults } from '../kit/PagedResults';
import { TileGrid } from '../kit/RecordTile';
import { NEW_PORTFOLIO_PATH, PORTFOLIO_PAGE_SIZE } from './portfolioPaths';
import { PortfolioRow } from './PortfolioRow';

const portfolioListFragment = graphql`
  fragment PortfolioList_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "ManagedProductFilter" })
  @refetchable(queryName: "PortfolioListPaginationQuery") {
    managedProducts(first: $count, after: $cursor, filter: $filter) @connection(key: "PortfolioList_managedProducts") {
      totalCount
      edges {
        node {
          id
          ...PortfolioRow_product
        }
      }
    }
  }
`;

/** The empty states' texts (the spec names none). */
export const NO_PIECES = {
  title: 'No portfolio pieces yet',
  message: 'Show what a tailoring brand has made: each piece gets its own page, without a price.',
};
export const NO_MATCHING_PIECES = {
  title: 'No portfolio pieces match your filters',
  message: 'Try another search or brand, or reset the filters.',
};

interface PortfolioListProps {
  query: PortfolioList_query$key;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The portfolio pieces that match the filters, newest first, a page at a time. */
export function PortfolioList({ query, filtered, onResetFilters }: PortfolioListProps) {
  const { data, ...pagination } = usePaginationFragment(portfolioListFragment, query);
  const { items, paging } = usePagedConnection(
    data.managedProducts,
    pagination,
    PORTFOLIO_PAGE_SIZE,
    'Failed to load more portfolio pieces. Please try again.',
  );
  return (
    <PagedResults
      heading="Portfolio pieces"
      shown={items.length}
      paging={paging}
      nouns={{ one: 'portfolio piece', many: 'portfolio pieces' }}
      loadMoreLabel="Load more portfolio pieces"
      filtered={filtered}
      onResetFilters={onResetFilters}
      empty={{ ...NO_PIECES, action: <ButtonLink to={NEW_PORTFOLIO_PATH}>New Portfolio Piece</ButtonLink> }}
      noMatches={NO_MATCHING_PIECES}
    >
      <TileGrid $min="15rem">
        {items.map((node) => (
          <li key={node.id}>
            <PortfolioRow piece={node} />
          </li>
        ))}
      </TileGrid>
    </PagedResults>
  );
}
