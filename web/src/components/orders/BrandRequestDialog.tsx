import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import styled from 'styled-components';
import type { BrandRequestDialog_product$key } from '../../__generated__/BrandRequestDialog_product.graphql';
import type { BrandRequestDialogMutation } from '../../__generated__/BrandRequestDialogMutation.graphql';
import { useAuth } from '../../auth/useAuth';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../toast/useToast';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { TextField } from '../form/TextField';
import { DeliveryFields } from './DeliveryFields';
import { FormGrid } from './FormGrid';
import { OptionSelect, textOptions } from './OptionSelect';
import { OrderSuccess } from './OrderSuccess';
import { QUANTITY_OPTIONS } from './orderOptions';
import {
  brandRequestProblems,
  deliveryInput,
  newBrandRequest,
  type BrandRequestForm,
  type DeliveryDetails,
  type Problems,
} from './orderForm';

const brandRequestDialogFragment = graphql`
  fragment BrandRequestDialog_product on Product {
    id
    title
    sizes
    colors
    brand {
      name
    }
  }
`;

const createBrandRequestMutation = graphql`
  mutation BrandRequestDialogMutation($input: CreateBrandRequestInput!) {
    createBrandRequest(input: $input) {
      leadId
      order {
        id
        status
      }
    }
  }
`;

const Sections = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Asks the brand for the piece as listed: quantity, preferred size and colour, and where to deliver. */
export function BrandRequestDialog({
  product: productKey,
  onClose,
}: {
  product: BrandRequestDialog_product$key;
  onClose: () => void;
}) {
  const product = useFragment(brandRequestDialogFragment, productKey);
  const { viewer } = useAuth();
  const { showToast } = useToast();
  const [form, setForm] = useState<BrandRequestForm>(() => newBrandRequest(product, viewer));
  const [problems, setProblems] = useState<Problems>({});
  const [submitted, setSubmitted] = useState(false);
  const [commit, submitting] = useMutation<BrandRequestDialogMutation>(createBrandRequestMutation);
  const change = (patch: Partial<BrandRequestForm>) => setForm((f) => ({ ...f, ...patch }));
  const changeDelivery = (patch: Partial<DeliveryDetails>) =>
    setForm((f) => ({ ...f, delivery: { ...f.delivery, ...patch } }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = brandRequestProblems(form);
    setProblems(found);
    if (Object.keys(found).length) {
      showToast(Object.values(found)[0]!, 'error');
      return;
    }
    commit({
      variables: {
        input: {
          productId: product.id,
          size: form.size || null,
          color: form.color || null,
          quantity: form.quantity,
          customerNotes: form.customerNotes.trim() || null,
          deliveryAddress: deliveryInput(form.delivery),
        },
      },
      onCompleted: () => setSubmitted(true),
      onError: (error) => {
        setProblems(fieldErrorsOf(error));
        showToast(userFacingMessage(error, 'Failed to submit request'), 'error');
      },
    });
  };

  return (
    <Dialog title={submitted ? 'Request Sent' : `Request: ${product.title}`} onClose={onClose}>
      {submitted ? (
        <OrderSuccess heading="Your request has been sent!" brandName={product.brand.name} onClose={onClose} />
      ) : (
        <Sections noValidate onSubmit={onSubmit} aria-label="Brand request">
          <FormGrid>
            <OptionSelect
              label="Quantity"
              name="quantity"
              options={QUANTITY_OPTIONS}
              value={String(form.quantity)}
              error={problems.quantity}
              onChange={(e) => change({ quantity: Number(e.target.value) })}
            />
            {product.sizes.length ? (
              <OptionSelect
                label="Preferred size"
                name="size"
                options={textOptions(product.sizes)}
                value={form.size}
                onChange={(e) => change({ size: e.target.value })}
              />
            ) : null}
            {product.colors.length ? (
              <OptionSelect
                label="Preferred colour"
                name="color"
                options={textOptions(product.colors)}
                value={form.color}
                onChange={(e) => change({ color: e.target.value })}
              />
            ) : null}
          </FormGrid>
          <h3>Delivery address</h3>
          <DeliveryFields
            value={form.delivery}
            onChange={changeDelivery}
            problems={problems}
            emailLabel="Email address"
          />
          <TextField
            label="Notes for the designer"
            name="customerNotes"
            value={form.customerNotes}
            onChange={(e) => change({ customerNotes: e.target.value })}
          />
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Sending…' : 'Send Request'}
          </Button>
        </Sections>
      )}
    </Dialog>
  );
}
