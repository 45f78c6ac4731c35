import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import type { BrandList_query$key } from '../../__generated__/BrandList_query.graphql';
import { ButtonLink } from '../../components/Button';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { PagedResults } from '../kit/PagedResults';
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

interface BrandListProps {
  query: BrandList_query$key;
  filtered: boolean;
  onResetFilters: () => void;
}

/** The brands matching the filters, by name, a page at a time. */
export function BrandList({ query, filtered, onResetFilters }: BrandListProps) {
  const pagination = usePaginationFragment(brandListFragment, query);
  const { items: brands, paging } = usePagedConnection(
    pagination.data.managedBrands,
    pagination,
    BRANDS_PAGE_SIZE,
    'Failed to load more brands. Please try again.',
  );

  return (
    <PagedResults
      heading="Brand list"
      shown={brands.length}
      paging={paging}
      nouns={{ one: 'brand', many: 'brands' }}
      loadMoreLabel="Load more brands"
      filtered={filtered}
      onResetFilters={onResetFilters}
      empty={{
        title: 'No brands yet',
        message: 'Brands you create appear here, ready to edit.',
        action: <ButtonLink to={NEW_BRAND_PATH}>New Brand</ButtonLink>,
      }}
      noMatches={{
        title: 'No brands match your filters',
        message: 'Try another name, category or city, or show every brand.',
      }}
    >
      <Rows>
        {brands.map((brand) => (
          <li key={brand.id}>
            <BrandRow brand={brand} />
          </li>
        ))}
      </Rows>
    </PagedResults>
  );
}
