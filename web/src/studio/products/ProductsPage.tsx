import type { ProductResultsQuery } from '../../__generated__/ProductResultsQuery.graphql';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { PermissionDenied } from '../kit/PermissionDenied';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesProducts, mayCreateProducts, productsTitle } from './productAccess';
import { productFilters } from './productFilters';
import { ProductList } from './ProductList';
import { NEW_PRODUCT_PATH, NEW_SERVICE_PATH, PRODUCT_IMPORT_PATH, PRODUCTS_PATH } from './productsPaths';

/** The spec names no texts for these. */
export const PRODUCTS_LOAD_FAILED = 'Failed to load products';
export const PRODUCTS_SIGN_IN = 'Please log in to manage products.';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * /studio/products: every brand's products for super admins and admins, a brand admin's own
 * ('Your Products'), searchable and filtered by brand, category, stock and type (kept in the URL),
 * a page at a time, with Add Product, Add Service and the CSV import and export.
 */
export function ProductsPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(productFilters);
  const title = productsTitle(viewer);
  if (!managesProducts(viewer)) return <PermissionDenied title={title} />;

  const lead =
    viewer.role === 'brand_admin'
      ? "Your brands' products, services and portfolio pieces."
      : 'Every brand’s products, services and portfolio pieces.';

  return (
    <StudioListRoute<ProductResultsQuery>
      title={title}
      signIn={{ message: PRODUCTS_SIGN_IN, returnTo: PRODUCTS_PATH }}
      header={
        <StudioHeaderRow>
          <StudioPageHeader eyebrow="Catalogue" title={title} lead={lead} />
          {mayCreateProducts(viewer) ? (
            <Actions>
              <ButtonLink to={NEW_PRODUCT_PATH}>Add Product</ButtonLink>
              <ButtonLink $variant="secondary" to={NEW_SERVICE_PATH}>
                Add Service
              </ButtonLink>
              <ButtonLink $variant="secondary" to={PRODUCT_IMPORT_PATH}>
                Import / Export CSV
              </ButtonLink>
            </Actions>
          ) : null}
        </StudioHeaderRow>
      }
      filters={
        <ListFilterBar label="Filter products" definition={productFilters} values={filters} onChange={updateFilters} />
      }
      loadingLabel="Loading products"
      loadFailed={{ title: 'The products could not be loaded.', toast: PRODUCTS_LOAD_FAILED }}
    >
      {(queryRef) => (
        <ProductList queryRef={queryRef} filtered={productFilters.narrows(filters)} onResetFilters={resetFilters} />
      )}
    </StudioListRoute>
  );
}
