import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation, useNavigation } from 'react-router';
import type { Layout } from '../../components/LayoutToggle';
import type { DirectoryPageQuery } from '../../__generated__/DirectoryPageQuery.graphql';
import { BrandResults } from './BrandResults';
import { DirectoryFilterBar } from './DirectoryFilterBar';
import { OccasionFilterChip } from './OccasionFilterChip';
import { useDirectoryFilters } from './useDirectoryFilters';
import { useSearchFocusRequest } from './useSearchFocusRequest';

export const directoryPageQuery = graphql`
  query DirectoryPageQuery($count: Int!, $filter: BrandFilter) {
    brandLocations
    ...BrandResults_query @arguments(count: $count, filter: $filter)
  }
`;

/** True while the router loads this same page for a new query string (a filter change). */
function useRefiltering(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
}

/** Filters and results; the data comes from the route's preloaded query. */
export function DirectoryResults({ queryRef }: { queryRef: PreloadedQuery<DirectoryPageQuery> }) {
  const data = usePreloadedQuery<DirectoryPageQuery>(directoryPageQuery, queryRef);
  const { filters, updateFilters, clearFilters } = useDirectoryFilters();
  const [layout, setLayout] = useState<Layout>('grid');
  const searchInputRef = useSearchFocusRequest();
  const refiltering = useRefiltering();

  return (
    <>
      <DirectoryFilterBar
        filters={filters}
        cities={data.brandLocations}
        layout={layout}
        searchInputRef={searchInputRef}
        onFiltersChange={updateFilters}
        onLayoutChange={setLayout}
        onShowAll={clearFilters}
      />
      {filters.occasion ? (
        <OccasionFilterChip occasion={filters.occasion} onRemove={() => updateFilters({ occasion: '' })} />
      ) : null}
      <BrandResults query={data} layout={layout} updating={refiltering} onResetFilters={clearFilters} />
    </>
  );
}
