import { ButtonLink } from '../../components/Button';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioListScreen } from '../kit/StudioListScreen';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { BRAND_FILTERS_IN_URL, hasBrandFilters, toBrandFilterInput } from './brandFilters';
import { BrandFilterBar } from './BrandFilterBar';
import { BrandResults } from './BrandResults';
import { BRANDS_PATH, NEW_BRAND_PATH } from './brandsPaging';
import { brandsTitle, managesBrands } from './brandsTitle';

export const BRANDS_LOAD_FAILED = 'Failed to load brands';

/**
 * /studio/brands: every brand for admins, a brand admin's own ('Your Brands'), searchable and
 * filtered by verification (kept in the URL), with links to edit each one and to create another.
 */
export function BrandsPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(BRAND_FILTERS_IN_URL);
  const title = brandsTitle(viewer);
  if (!managesBrands(viewer)) return <PermissionDenied title={title} />;

  const filter = toBrandFilterInput(filters);
  const listKey = JSON.stringify(filter);
  const lead =
    viewer.role === 'brand_admin'
      ? 'Edit the brands you manage, or add a new one.'
      : 'Every brand on the platform: edit, verify or add brands.';

  return (
    <StudioListScreen
      title={title}
      signIn={{ message: 'Please log in to manage brands.', returnTo: BRANDS_PATH }}
      header={
        <StudioHeaderRow>
          <StudioPageHeader eyebrow="Catalogue" title={title} lead={lead} />
          <ButtonLink to={NEW_BRAND_PATH}>New Brand</ButtonLink>
        </StudioHeaderRow>
      }
      filters={<BrandFilterBar filters={filters} onChange={updateFilters} />}
      listKey={listKey}
      loadingLabel="Loading brands"
      loadFailed={{ title: 'The brands could not be loaded.', toast: BRANDS_LOAD_FAILED }}
    >
      {(attemptKey) => (
        <BrandResults
          filter={filter}
          fetchKey={attemptKey}
          filtered={hasBrandFilters(filters)}
          onResetFilters={resetFilters}
        />
      )}
    </StudioListScreen>
  );
}
