import { graphql } from 'react-relay';
import type { PortfolioList_query$data } from '../../__generated__/PortfolioList_query.graphql';
import { ButtonLink } from '../../components/Button';
import { connectionListOf } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
import { TileGrid } from '../kit/RecordTile';
import { PORTFOLIO_PAGE_SIZE } from './portfolioPaging';
import { portfolioResultsQuery } from './PortfolioResults';
import { PortfolioRow } from './PortfolioRow';
import { portfolioPaths } from './paths';

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

/** The portfolio pieces that match the filters, newest first, a page at a time. */
export const PortfolioList = connectionListOf({
  query: portfolioResultsQuery,
  fragment: portfolioListFragment,
  connection: (data: PortfolioList_query$data) => data.managedProducts,
  pageSize: PORTFOLIO_PAGE_SIZE,
  texts: listTexts({
    nouns: { one: 'portfolio piece', many: 'portfolio pieces' },
    empty: {
      message: 'Show what a tailoring brand has made: each piece gets its own page, without a price.',
      action: <ButtonLink to={portfolioPaths.new}>New Portfolio Piece</ButtonLink>,
    },
    noMatches: { message: 'Try another search or brand, or reset the filters.' },
  }),
  container: (items) => <TileGrid $min="15rem">{items}</TileGrid>,
  renderItem: (piece) => <PortfolioRow piece={piece} />,
});
