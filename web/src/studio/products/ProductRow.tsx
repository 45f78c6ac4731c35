import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ProductRow_product$key } from '../../__generated__/ProductRow_product.graphql';
import { RecordRow } from '../kit/surfaces';
import { priceLabel, serviceTypeLabel, stockLabel } from './productLabels';
import { ProductThumbnail } from './ProductThumbnail';
import { imageStatus } from '../kit/uploadedImageStatus';
import { editServicePath } from '../services/paths';
import { editProductPath } from './paths';

const productRowFragment = graphql`
  fragment ProductRow_product on Product {
    id
    title
    image
    images
    primaryImage {
      processing
      failed
    }
    brand {
      name
    }
    price
    studioPrice
    contactForPricing
    currency
    inStock
    serviceType
    serviceKind
  }
`;

const Body = styled.div`
  display: grid;
  gap: 0.2rem;
  min-width: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.indigo900};
    text-decoration: none;
  }
  h3 a:hover,
  h3 a:focus-visible {
    text-decoration: underline;
  }
`;

const Facts = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

const Side = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.md} {
    grid-column: auto;
    justify-content: flex-end;
    text-align: right;
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Stock = styled.span<{ $in: boolean }>`
  padding: 0.15rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $in, theme }) => ($in ? theme.colors.successLight : theme.colors.terracottaLight)};
  color: ${({ $in, theme }) => ($in ? theme.colors.success : theme.colors.terracottaDark)};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * One product of the list: its image ('Image unavailable' when broken), title (a link to its edit
 * screen, the service screen for a service), brand, type, price and stock.
 */
export function ProductRow({ product: productKey }: { product: ProductRow_product$key }) {
  const product = useFragment(productRowFragment, productKey);
  const headingId = useId();
  const href = product.serviceKind ? editServicePath(product.id) : editProductPath(product.id);
  const src = product.image ?? product.images[0] ?? null;

  return (
    <RecordRow aria-labelledby={headingId}>
      <ProductThumbnail src={src} status={imageStatus(product.primaryImage)} />
      <Body>
        <h3 id={headingId}>
          <Link to={href}>{product.title}</Link>
        </h3>
        <Facts>
          {product.brand.name} · {serviceTypeLabel(product.serviceType, product.serviceKind)}
        </Facts>
      </Body>
      <Side>
        <strong>
          {priceLabel({
            price: product.studioPrice ?? product.price,
            contactForPricing: product.contactForPricing,
            currency: product.currency,
          })}
        </strong>
        <Stock $in={product.inStock}>{stockLabel(product.inStock)}</Stock>
      </Side>
    </RecordRow>
  );
}
