import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { BrandArtwork } from '../BrandArtwork';
import { LazyImage } from '../LazyImage';
import type { Layout } from '../LayoutToggle';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql';
import { ProductPrice } from './ProductPrice';
import { PictureFrame } from '../PictureFrame';

const productCardFragment = graphql`
  fragment ProductCard_product on Product {
    id
    title
    category
    image
    images
    price
    salePrice
    onSale
    currency
    inStock
    serviceType
  }
`;

const Card = styled(Link)<{ $layout: Layout }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  color: inherit;
  text-decoration: none;

  ${({ $layout, theme }) =>
    $layout === 'list' &&
    css`
      grid-template-columns: 7rem 1fr;
      align-items: center;
      gap: ${theme.space[5]};
      padding: ${theme.space[3]};
      background: ${theme.colors.paper};
      border: 1px solid ${theme.colors.line};
      border-radius: ${theme.radii.md};
    `}

  &:hover h3 {
    text-decoration: underline;
    text-underline-offset: 4px;
    text-decoration-thickness: 1px;
  }
`;

const Frame = styled(PictureFrame)`
  & > img,
  & > [role='img'] {
    font-size: 1.6rem;
  }
`;

const Text = styled.div`
  display: grid;
  gap: 0.3rem;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Category = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Stock = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

export function ProductCard({ product: productKey, layout }: { product: ProductCard_product$key; layout: Layout }) {
  const product = useFragment(productCardFragment, productKey);
  const picture = product.image ?? product.images[0] ?? null;
  const showsStock = product.serviceType !== 'portfolio';

  return (
    <Card to={`/product/${encodeURIComponent(product.id)}`} $layout={layout}>
      <Frame $ratio="4 / 5">
        {picture ? <LazyImage src={picture} alt={product.title} /> : <BrandArtwork name={product.title} />}
      </Frame>
      <Text>
        {product.category ? <Category>{product.category}</Category> : null}
        <h3>{product.title}</h3>
        <ProductPrice
          price={product.price}
          salePrice={product.salePrice}
          onSale={product.onSale}
          currency={product.currency}
        />
        {showsStock && !product.inStock ? <Stock>Out of Stock</Stock> : null}
      </Text>
    </Card>
  );
}
