import { graphql, usePreloadedQuery } from 'react-relay';
import styled from 'styled-components';
import type { ProductPageQuery, ProductPageQuery$data } from '../../__generated__/ProductPageQuery.graphql';
import { Container } from '../../components/Container';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { JsonLd } from '../../components/seo/JsonLd';
import { breadcrumbJsonLd, productJsonLd } from '../../components/seo/structuredData';
import { useRouteQueryRef } from '../../relay/routeQuery';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { ProductDetails } from './ProductDetails';
import { ProductErrorView } from './ProductErrorView';
import { ProductGallery } from './ProductGallery';
import { MoreFromBrand } from './MoreFromBrand';
import { ProductReviews } from './ProductReviews';

export const productPageQuery = graphql`
  query ProductPageQuery($id: ID!) {
    product(id: $id) {
      id
      title
      description
      category
      image
      images
      serviceType
      price
      salePrice
      currency
      inStock
      brand {
        id
        name
      }
      ...ProductBreadcrumb_product
      ...ProductGallery_product
      ...ProductDetails_product
      ...MoreFromBrand_product
      ...ProductReviews_product
    }
  }
`;

/** Tighter on a phone, where the image, price and order buttons share the first screen. */
const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[6]};
    padding-top: ${({ theme }) => theme.space[7]};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[7]};
  }
`;

const Below = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  margin-top: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

type LoadedProduct = NonNullable<ProductPageQuery$data['product']>;

/** The product and the page's breadcrumb (Directory / brand / product). */
function productStructuredData(product: LoadedProduct) {
  const path = `/product/${encodeURIComponent(product.id)}`;
  const brand = { name: product.brand.name, path: `/brand/${encodeURIComponent(product.brand.id)}` };
  return [
    productJsonLd({
      path,
      title: product.title,
      description: product.description,
      images: [product.image, ...product.images],
      brand,
      category: product.category,
      serviceType: product.serviceType,
      price: product.price,
      salePrice: product.salePrice,
      currency: product.currency,
      inStock: product.inStock,
    }),
    breadcrumbJsonLd([{ name: 'Directory', path: '/directory' }, brand, { name: product.title, path }]),
  ];
}

function ProductContent() {
  const queryRef = useRouteQueryRef<ProductPageQuery>();
  const { product } = usePreloadedQuery<ProductPageQuery>(productPageQuery, queryRef);
  if (!product) return <ProductErrorView message="Product not found" />;
  if (!product.brand?.name) return <ProductErrorView message="Brand information not found" />;
  return (
    <Page key={product.id}>
      <title>{`${product.title} by ${product.brand.name} — Adire`}</title>
      <JsonLd data={productStructuredData(product)} />
      <ProductBreadcrumb product={product} />
      <Layout>
        <ProductGallery product={product} />
        <ProductDetails product={product} />
      </Layout>
      <Below>
        <MoreFromBrand product={product} />
        <ProductReviews product={product} />
      </Below>
    </Page>
  );
}

export function ProductPage() {
  const queryRef = useRouteQueryRef<ProductPageQuery>();
  return (
    <ErrorBoundary
      resetKey={queryRef}
      fallback={() => <ProductErrorView message="Failed to load product information" />}
    >
      <ProductContent />
    </ErrorBoundary>
  );
}
