import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BrandResultsQuery } from '../../__generated__/BrandResultsQuery.graphql';
import type { BrandFilterInput } from './brandFilters';
import { BrandList } from './BrandList';
import { BRANDS_PAGE_SIZE } from './brandsPaging';

const brandResultsQuery = graphql`
  query BrandResultsQuery($count: Int!, $filter: BrandFilter) {
    ...BrandList_query @arguments(count: $count, filter: $filter)
  }
`;

interface BrandResultsProps {
  filter: BrandFilterInput | null;
  /** A new value loads the list afresh (Try Again after a failure). */
  fetchKey: string;
  filtered: boolean;
  onResetFilters: () => void;
}

/** Loads the first page of the brands the viewer manages, for the filters, always from the server. */
export function BrandResults({ filter, fetchKey, ...listProps }: BrandResultsProps) {
  const data = useLazyLoadQuery<BrandResultsQuery>(
    brandResultsQuery,
    { count: BRANDS_PAGE_SIZE, filter },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <BrandList query={data} {...listProps} />;
}
