import styled from 'styled-components';
import { Badge } from '../Badge';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatPrice } from '../../lib/formatPrice';

const Line = styled.p`
  /* Positioned, so the screen-reader-only labels are placed here and never against a far-off ancestor. */
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.indigo900};

  s {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const SalePrice = styled.span`
  color: ${({ theme }) => theme.colors.terracottaDark};
`;

const OnRequest = styled.p`
  font-style: italic;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface ProductPriceProps {
  price: number | null | undefined;
  salePrice: number | null | undefined;
  onSale: boolean;
  currency: string;
}

/** Price in the product's currency; portfolio pieces (no price) read 'Price on request'. */
export function ProductPrice({ price, salePrice, onSale, currency }: ProductPriceProps) {
  if (price == null) return <OnRequest>Price on request</OnRequest>;
  if (onSale && salePrice != null) {
    return (
      <Line>
        <Badge $tone="terracotta">Sale</Badge>
        <SalePrice>
          <VisuallyHidden>Sale price </VisuallyHidden>
          {formatPrice(salePrice, currency)}
        </SalePrice>
        <s>
          <VisuallyHidden>Regular price </VisuallyHidden>
          {formatPrice(price, currency)}
        </s>
      </Line>
    );
  }
  return <Line>{formatPrice(price, currency)}</Line>;
}
