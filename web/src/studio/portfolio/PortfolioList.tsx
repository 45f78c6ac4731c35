import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PortfolioList_query$data } from '../../__generated__/PortfolioList_query.graphql';
import type { PortfolioResultsQuery } from '../../__generated__/PortfolioResultsQuery.graphql';
import { ConnectionList } from '../kit/list/ConnectionList';
import { ButtonLink } from '../../components/Button';
import { TileGrid } from '../kit/RecordTile';
import { NEW_PORTFOLIO_PATH, PORTFOLIO_PAGE_SIZE } from './portfolioPaths';
import { PortfolioRow } from './PortfolioRow';
import { portfolioResultsQuery } from './PortfolioResults';

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

const TEXTS = {
  heading: 'Portfolio pieces',
  nouns: { one: 'portfolio piece', many: 'portfolio pieces' },
  loadMoreLabel: 'Load more portfolio pieces',
  loadMoreFailed: 'Failed to load more portfolio pieces. Please try again.',
  empty: {
    title: 'No portfolio pieces yet',
    message: 'Show what a tailoring brand has made: each piece gets its own page, without a price.',
    action: <ButtonLink to={NEW_PORTFOLIO_PATH}>New Portfolio Piece</ButtonLink>,
  },
  noMatches: {
    title: 'No portfolio pieces match your filters',
    message: 'Try another search or brand, or reset the filters.',
  },
};

interface PortfolioListProps {
  queryRef: PreloadedQuery<PortfolioResultsQuery>;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The portfolio pieces that match the filters, newest first, a page at a time. */
export function PortfolioList({ queryRef, ...list }: PortfolioListProps) {
  const query = usePreloadedQuery<PortfolioResultsQuery>(portfolioResultsQuery, queryRef);
  return (
    <ConnectionList
      {...list}
      fragment={portfolioListFragment}
      query={query}
      connection={(data: PortfolioList_query$data) => data.managedProducts}
      pageSize={PORTFOLIO_PAGE_SIZE}
      texts={TEXTS}
      container={(items) => <TileGrid $min="15rem">{items}</TileGrid>}
      renderItem={(node) => <PortfolioRow piece={node} />}
    />
  );
}
