import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import styled from 'styled-components';
import type { BrandList_query$data } from '../../__generated__/BrandList_query.graphql';
import type { BrandResultsQuery } from '../../__generated__/BrandResultsQuery.graphql';
import { ButtonLink } from '../../components/Button';
import { ConnectionList } from '../kit/list/ConnectionList';
import { brandResultsQuery } from './BrandResults';
import { BrandRow } from './BrandRow';
import { BRANDS_PAGE_SIZE, NEW_BRAND_PATH } from './brandsPaging';

const brandListFragment = graphql`
  fragment BrandList_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "BrandFilter" })
  @refetchable(queryName: "BrandListPaginationQuery") {
    managedBrands(first: $count, after: $cursor, filter: $filter) @connection(key: "BrandList_managedBrands") {
      totalCount
      edges {
        node {
          id
          ...BrandRow_brand
        }
      }
    }
  }
`;

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    min-width: 0;
  }
`;

const TEXTS = {
  heading: 'Brand list',
  nouns: { one: 'brand', many: 'brands' },
  loadMoreLabel: 'Load more brands',
  loadMoreFailed: 'Failed to load more brands. Please try again.',
  empty: {
    title: 'No brands yet',
    message: 'Brands you create appear here, ready to edit.',
    action: <ButtonLink to={NEW_BRAND_PATH}>New Brand</ButtonLink>,
  },
  noMatches: {
    title: 'No brands match your filters',
    message: 'Try another name, category or city, or show every brand.',
  },
};

interface BrandListProps {
  queryRef: PreloadedQuery<BrandResultsQuery>;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The brands matching the filters, by name, a page at a time. */
export function BrandList({ queryRef, ...list }: BrandListProps) {
  const query = usePreloadedQuery<BrandResultsQuery>(brandResultsQuery, queryRef);
  return (
    <ConnectionList
      {...list}
      fragment={brandListFragment}
      query={query}
      connection={(data: BrandList_query$data) => data.managedBrands}
      pageSize={BRANDS_PAGE_SIZE}
      texts={TEXTS}
      container={(items) => <Rows>{items}</Rows>}
      renderItem={(brand) => <BrandRow brand={brand} />}
    />
  );
}
