import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ProductDetails_product$key } from '../../__generated__/ProductDetails_product.graphql';
import { Badge } from '../../components/Badge';
import { Eyebrow } from '../../components/Eyebrow';
import { StarRating } from '../../components/StarRating';
import { ProductOrderActions } from './ProductOrderActions';
import { ProductPriceLine } from './ProductPriceLine';
import { FactList } from '../../components/detail-page/FactList';
import { ProductOptions } from './ProductOptions';

const productDetailsFragment = graphql`
  fragment ProductDetails_product on Product {
    title
    description
    category
    materials
    sizes
    colors
    price
    salePrice
    onSale
    currency
    inStock
    serviceType
    isCustom
    leadTime
    careInstructions
    brand {
      id
      name
      rating
      reviewCount
    }
    ...ProductOrderActions_product
  }
`;

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  min-width: 0;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: 1.1;
  }

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[5]};

    h1 {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
`;

const BrandLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;

/** The category is left to the breadcrumb's brand and the details on a phone, where the first screen is short. */
const Category = styled(Eyebrow)`
  display: none;

  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

/** The price with its stock badges beside it, so a phone's first screen keeps room for the order buttons. */
const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  line-height: 1.7;
`;

/**
 * Title, brand and rating, price and stock (hidden for portfolio pieces) and the order buttons first,
 * so they share a phone's first screen with the main image; then sizes, colours and the details.
 */
export function ProductDetails({ product: productKey }: { product: ProductDetails_product$key }) {
  const product = useFragment(productDetailsFragment, productKey);
  const showsPrice = product.serviceType !== 'portfolio';
  const facts: [string, string | null][] = [
    ['Category', product.category ?? null],
    ['Materials', product.materials.join(', ') || null],
    ['Lead time', product.leadTime ?? null],
    ['Care', product.careInstructions ?? null],
  ];
  return (
    <Wrapper>
      {product.category ? <Category>{product.category}</Category> : null}
      <h1>{product.title}</h1>
      <BrandLine>
        <span>
          by <Link to={`/brand/${encodeURIComponent(product.brand.id)}`}>{product.brand.name}</Link>
        </span>
        <StarRating rating={product.brand.rating} />
        <span>
          {product.brand.rating.toFixed(1)} ({product.brand.reviewCount}{' '}
          {product.brand.reviewCount === 1 ? 'review' : 'reviews'})
        </span>
      </BrandLine>
      {showsPrice ? (
        <PriceRow>
          <ProductPriceLine
            price={product.price}
            salePrice={product.salePrice}
            onSale={product.onSale}
            currency={product.currency}
          />
          <Badge $tone={product.inStock ? 'success' : 'terracotta'}>
            {product.inStock ? 'In Stock' : 'Out of Stock'}
          </Badge>
          {product.isCustom ? <Badge $tone="ochre">Made to order</Badge> : null}
        </PriceRow>
      ) : null}
      <ProductOrderActions product={product} />
      <ProductOptions sizes={product.sizes} colors={product.colors} />
      {product.description ? <Description>{product.description}</Description> : null}
      <FactList>
        {facts
          .filter((fact): fact is [string, string] => !!fact[1])
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </FactList>
    </Wrapper>
  );
}
