import { graphql, useFragment } from 'react-relay';
import styled, { css } from 'styled-components';
import { BrandArtwork } from '../BrandArtwork';
import { ResponsivePicture } from '../ResponsivePicture';
import type { Layout } from '../LayoutToggle';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql';
import { ProductPrice } from './ProductPrice';
import { CARD_PICTURE_SIZES, CardBody, CardFrameLink, CardMedia, CardTitle } from './CardFrame';

const productCardFragment = graphql`
  fragment ProductCard_product on Product {
    id
    title
    category
    primaryImage {
      ...ResponsivePicture_image
    }
    price
    salePrice
    onSale
    currency
    inStock
    serviceType
  }
`;

const Card = styled(CardFrameLink)<{ $layout: Layout }>`
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      display: grid;
      grid-template-columns: 7rem 1fr;
      align-items: center;

      &:hover {
        transform: none;
      }
    `}
`;

const Frame = styled(CardMedia)`
  & > [role='img'] {
    font-size: 1.6rem;
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
  const picture = product.primaryImage;
  const showsStock = product.serviceType !== 'portfolio';

  return (
    <Card to={`/product/${encodeURIComponent(product.id)}`} $layout={layout}>
      <Frame>
        {picture ? (
          <ResponsivePicture image={picture} sizes={CARD_PICTURE_SIZES} alt={product.title} />
        ) : (
          <BrandArtwork name={product.title} />
        )}
      </Frame>
      <CardBody>
        {product.category ? <Category>{product.category}</Category> : null}
        <CardTitle>{product.title}</CardTitle>
        <ProductPrice
          price={product.price}
          salePrice={product.salePrice}
          onSale={product.onSale}
          currency={product.currency}
        />
        {showsStock && !product.inStock ? <Stock>Out of Stock</Stock> : null}
      </CardBody>
    </Card>
  );
}
