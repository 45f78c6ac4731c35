import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { ProductOrderActions_product$key } from '../../__generated__/ProductOrderActions_product.graphql';
import { useAuth } from '../../auth/useAuth';
import { AuthPromptDialog } from '../../components/auth-prompt/AuthPromptDialog';
import { Button } from '../../components/Button';
import { FavouriteToggle } from '../../components/favourites/FavouriteToggle';
import { BrandRequestDialog } from '../../components/orders/BrandRequestDialog';
import { CustomOrderDialog } from '../../components/orders/CustomOrderDialog';

const productOrderActionsFragment = graphql`
  fragment ProductOrderActions_product on Product {
    id
    title
    isFavourite
    ...CustomOrderDialog_product
    ...BrandRequestDialog_product
  }
`;

/** On a phone the custom order takes the whole first line and the brand request and favourite share the second. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 100%;
  }
  & > :nth-child(2) {
    flex: 1 1 auto;
  }
  & > :is(:first-child, :nth-child(2)) {
    padding-block: 0.75rem;
  }

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space[3]};

    & > :first-child,
    & > :nth-child(2) {
      flex: 0 1 auto;
    }
    & > :is(:first-child, :nth-child(2)) {
      padding-block: 0.95rem;
    }
  }
`;

type Open = 'customOrder' | 'brandRequest' | 'signIn' | null;

/** Custom order, brand request and favourite; visitors are asked to sign in before ordering. */
export function ProductOrderActions({ product: productKey }: { product: ProductOrderActions_product$key }) {
  const product = useFragment(productOrderActionsFragment, productKey);
  const { user } = useAuth();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const ask = (what: Exclude<Open, 'signIn' | null>) => setOpen(user ? what : 'signIn');
  return (
    <Row>
      <Button $size="lg" onClick={() => ask('customOrder')}>
        Request Custom Order
      </Button>
      <Button $size="lg" $variant="secondary" onClick={() => ask('brandRequest')}>
        Request from Brand
      </Button>
      <FavouriteToggle kind="product" targetId={product.id} name={product.title} isFavourite={product.isFavourite} />
      {open === 'customOrder' ? <CustomOrderDialog product={product} onClose={close} /> : null}
      {open === 'brandRequest' ? <BrandRequestDialog product={product} onClose={close} /> : null}
      {open === 'signIn' ? <AuthPromptDialog reason="customOrder" onClose={close} /> : null}
    </Row>
  );
}
