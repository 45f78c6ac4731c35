import type { BrandResultsQuery } from '../../__generated__/BrandResultsQuery.graphql';
import { ButtonLink } from '../../components/Button';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { brandFilters } from './brandFilters';
import { BrandList } from './BrandList';
import { BRANDS_PATH, NEW_BRAND_PATH } from './brandsPaging';
import { brandsTitle, managesBrands } from './brandsTitle';

export const BRANDS_LOAD_FAILED = 'Failed to load brands';

/**
 * /studio/brands: every brand for admins, a brand admin's own ('Your Brands'), searchable and
 * filtered by verification (kept in the URL), with links to edit each one and to create another.
 */
export function BrandsPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(brandFilters);
  const title = brandsTitle(viewer);
  if (!managesBrands(viewer)) return <PermissionDenied title={title} />;

  const lead =
    viewer.role === 'brand_admin'
      ? 'Edit the brands you manage, or add a new one.'
      : 'Every brand on the platform: edit, verify or add brands.';

  return (
    <StudioListRoute<BrandResultsQuery>
      title={title}
      signIn={{ message: 'Please log in to manage brands.', returnTo: BRANDS_PATH }}
      header={
        <StudioHeaderRow>
          <StudioPageHeader eyebrow="Catalogue" title={title} lead={lead} />
          <ButtonLink to={NEW_BRAND_PATH}>New Brand</ButtonLink>
        </StudioHeaderRow>
      }
      filters={
        <ListFilterBar label="Filter brands" definition={brandFilters} values={filters} onChange={updateFilters} />
      }
      loadingLabel="Loading brands"
      loadFailed={{ title: 'The brands could not be loaded.', toast: BRANDS_LOAD_FAILED }}
    >
      {(queryRef) => (
        <BrandList queryRef={queryRef} filtered={brandFilters.narrows(filters)} onResetFilters={resetFilters} />
      )}
    </StudioListRoute>
  );
}
