import { graphql, usePreloadedQuery } from 'react-relay';
import styled from 'styled-components';
import type { ProductPageQuery } from '../../__generated__/ProductPageQuery.graphql';
import { Container } from '../../components/Container';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { useRouteQueryRef } from '../../relay/routeQuery';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { ProductDetails } from './ProductDetails';
import { ProductErrorView } from './ProductErrorView';
import { ProductGallery } from './ProductGallery';

export const productPageQuery = graphql`
  query ProductPageQuery($id: ID!) {
    product(id: $id) {
      id
      title
      brand {
        id
        name
      }
      ...ProductBreadcrumb_product
      ...ProductGallery_product
      ...ProductDetails_product
    }
  }
`;

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[7]};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};

  ${({ theme }) => theme.media.md} { grid-template-columns: minmax(0, 6fr) minmax(0, 5fr); }
`;

function ProductContent() {
  const queryRef = useRouteQueryRef<ProductPageQuery>();
  const { product } = usePreloadedQuery<ProductPageQuery>(productPageQuery, queryRef);
  if (!product) return <ProductErrorView message="Product not found" />;
  if (!product.brand?.name) return <ProductErrorView message="Brand information not found" />;
  return (
    <Page key={product.id}>
      <title>{`${product.title} by ${product.brand.name} — Adire`}</title>
      <ProductBreadcrumb product={product} />
      <Layout>
        <ProductGallery product={product} />
        <ProductDetails product={product} />
      </Layout>
    </Page>
  );
}

export function ProductPage() {
  const queryRef = useRouteQueryRef<ProductPageQuery>();
  return (
    <ErrorBoundary resetKey={queryRef} fallback={() => <ProductErrorView message="Failed to load product information" />}>
      <ProductContent />
    </ErrorBoundary>
  );
}
