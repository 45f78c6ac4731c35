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
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    line-height: 1.1;
  }
`;

const BrandLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkSoft};

  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  line-height: 1.7;
`;

/** Title, brand and rating, price and stock (hidden for portfolio pieces), details and the order buttons. */
export function ProductDetails({ product: productKey }: { product: ProductDetails_product$key }) {
  const product = useFragment(productDetailsFragment, productKey);
  const showsPrice = product.serviceType !== 'portfolio';
  const facts: [string, string | null][] = [
    ['Materials', product.materials.join(', ') || null],
    ['Sizes', product.sizes.join(', ') || null],
    ['Colours', product.colors.join(', ') || null],
    ['Lead time', product.leadTime ?? null],
    ['Care', product.careInstructions ?? null],
  ];
  return (
    <Wrapper>
      {product.category ? <Eyebrow>{product.category}</Eyebrow> : null}
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
        <>
          <ProductPriceLine
            price={product.price}
            salePrice={product.salePrice}
            onSale={product.onSale}
            currency={product.currency}
          />
          <Badges>
            <Badge $tone={product.inStock ? 'success' : 'terracotta'}>
              {product.inStock ? 'In Stock' : 'Out of Stock'}
            </Badge>
            {product.isCustom ? <Badge $tone="ochre">Made to order</Badge> : null}
          </Badges>
        </>
      ) : null}
      {product.description ? <Description>{product.description}</Description> : null}
      <ProductOrderActions product={product} />
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
