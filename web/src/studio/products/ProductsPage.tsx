import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { PermissionDenied } from '../kit/PermissionDenied';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesProducts, mayCreateProducts, productsTitle } from './productAccess';
import { productFilters } from './productFilters';
import { ProductList } from './ProductList';
import { NEW_SERVICE_PATH } from '../services/paths';
import { NEW_PRODUCT_PATH, PRODUCTS_PATH, PRODUCT_IMPORT_PATH } from './paths';

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
  const filters = useListFilters(productFilters);
  const title = productsTitle(viewer);
  if (!managesProducts(viewer)) return <PermissionDenied title={title} />;

  return (
    <StudioListRoute
      title={title}
      noun="products"
      returnTo={PRODUCTS_PATH}
      eyebrow="Catalogue"
      lead={
        viewer.role === 'brand_admin'
          ? "Your brands' products, services and portfolio pieces."
          : 'Every brand’s products, services and portfolio pieces.'
      }
      actions={
        mayCreateProducts(viewer) ? (
          <Actions>
            <ButtonLink to={NEW_PRODUCT_PATH}>Add Product</ButtonLink>
            <ButtonLink $variant="secondary" to={NEW_SERVICE_PATH}>
              Add Service
            </ButtonLink>
            <ButtonLink $variant="secondary" to={PRODUCT_IMPORT_PATH}>
              Import / Export CSV
            </ButtonLink>
          </Actions>
        ) : null
      }
      filters={filters}
    >
      {(queryRef, list) => <ProductList queryRef={queryRef} {...list} />}
    </StudioListRoute>
  );
}
