import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatPrice } from '../../lib/formatPrice';
import { productPriceText } from '../../lib/productPriceText';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.indigo900};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  s {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

interface ProductPriceLineProps {
  price: number | null | undefined;
  salePrice: number | null | undefined;
  onSale: boolean;
  currency: string;
}

/** The selling price, with the regular price struck through when on sale. */
export function ProductPriceLine({ price, salePrice, onSale, currency }: ProductPriceLineProps) {
  const text = productPriceText({ price, salePrice, currency });
  return (
    <Line data-testid="product-price">
      {onSale && price != null ? <VisuallyHidden>Sale price </VisuallyHidden> : null}
      {text}
      {onSale && price != null ? (
        <s>
          <VisuallyHidden>Regular price </VisuallyHidden>
          {formatPrice(price, currency)}
        </s>
      ) : null}
      {onSale ? <Badge $tone="terracotta">Sale</Badge> : null}
    </Line>
  );
}
