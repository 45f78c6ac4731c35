import { graphql } from 'react-relay';
import type { BrandList_query$data } from '../../__generated__/BrandList_query.graphql';
import { ButtonLink } from '../../components/Button';
import { connectionListOf } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
import { brandResultsQuery } from './BrandResults';
import { BrandRow } from './BrandRow';
import { BRANDS_PAGE_SIZE } from './brandsPaging';
import { RecordRows } from '../kit/surfaces';
import { NEW_BRAND_PATH } from './paths';

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

/** The brands matching the filters, by name, a page at a time. */
export const BrandList = connectionListOf({
  query: brandResultsQuery,
  fragment: brandListFragment,
  connection: (data: BrandList_query$data) => data.managedBrands,
  pageSize: BRANDS_PAGE_SIZE,
  texts: listTexts({
    nouns: { one: 'brand', many: 'brands' },
    heading: 'Brand list',
    empty: {
      message: 'Brands you create appear here, ready to edit.',
      action: <ButtonLink to={NEW_BRAND_PATH}>New Brand</ButtonLink>,
    },
    noMatches: { message: 'Try another name, category or city, or show every brand.' },
  }),
  container: (items) => <RecordRows>{items}</RecordRows>,
  renderItem: (brand) => <BrandRow brand={brand} />,
});
