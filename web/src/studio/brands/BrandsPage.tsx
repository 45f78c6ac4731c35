import { ButtonLink } from '../../components/Button';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { PermissionDenied } from '../kit/PermissionDenied';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { brandFilters } from './brandFilters';
import { BrandList } from './BrandList';
import { brandsTitle, managesBrands } from './brandsTitle';
import { BRANDS_PATH, NEW_BRAND_PATH } from './paths';

/**
 * /studio/brands: every brand for admins, a brand admin's own ('Your Brands'), searchable and
 * filtered by verification (kept in the URL), with links to edit each one and to create another.
 */
export function BrandsPage() {
  const viewer = useStudioViewer();
  const filters = useListFilters(brandFilters);
  const title = brandsTitle(viewer);
  if (!managesBrands(viewer)) return <PermissionDenied title={title} />;

  return (
    <StudioListRoute
      title={title}
      noun="brands"
      returnTo={BRANDS_PATH}
      eyebrow="Catalogue"
      lead={
        viewer.role === 'brand_admin'
          ? 'Edit the brands you manage, or add a new one.'
          : 'Every brand on the platform: edit, verify or add brands.'
      }
      actions={<ButtonLink to={NEW_BRAND_PATH}>New Brand</ButtonLink>}
      filters={filters}
    >
      {(queryRef, list) => <BrandList queryRef={queryRef} {...list} />}
    </StudioListRoute>
  );
}
