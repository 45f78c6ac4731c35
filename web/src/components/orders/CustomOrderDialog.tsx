import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import styled from 'styled-components';
import type { CustomOrderDialog_product$key } from '../../__generated__/CustomOrderDialog_product.graphql';
import type { CustomOrderDialogMutation } from '../../__generated__/CustomOrderDialogMutation.graphql';
import { useAuth } from '../../auth/useAuth';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../toast/useToast';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { DeliveryFields } from './DeliveryFields';
import { MeasurementsStep } from './MeasurementsStep';
import { OrderSuccess } from './OrderSuccess';
import { OrderTabPanels } from './OrderTabPanels';
import { OrderTabs } from './OrderTabs';
import { ReviewStep } from './ReviewStep';
import {
  customOrderProblems,
  deliveryInput,
  incompleteMessage,
  newCustomOrder,
  type CustomOrderForm,
  type DeliveryDetails,
  type Problems,
} from './orderForm';

const customOrderDialogFragment = graphql`
  fragment CustomOrderDialog_product on Product {
    id
    title
    sizes
    colors
    price
    salePrice
    currency
    brand {
      name
    }
  }
`;

const createCustomOrderMutation = graphql`
  mutation CustomOrderDialogMutation($input: CreateCustomOrderInput!) {
    createCustomOrder(input: $input) {
      leadId
      order {
        id
        status
        totalAmount
      }
    }
  }
`;

const STEPS = [
  { id: 'measurements', label: 'Measurements' },
  { id: 'contact', label: 'Contact' },
  { id: 'review', label: 'Review' },
] as const;
type Step = (typeof STEPS)[number]['id'];

const CONTACT_FIELDS = new Set(['fullName', 'email']);

// Kept in view at the foot of the dialog: the steps share the tallest one's height, which can be
// taller than a phone's screen. It reaches over the dialog's bottom padding (--below matches the
// Dialog's), so nothing scrolls past beneath it.
const Nav = styled.div`
  --below: ${({ theme }) => theme.space[4]};
  position: sticky;
  bottom: calc(-1 * var(--below));
  z-index: 1;
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0 calc(-1 * var(--below));
  padding: ${({ theme }) => theme.space[3]} 0 var(--below);
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.paper};

  ${({ theme }) => theme.media.sm} {
    --below: ${({ theme }) => theme.space[5]};
  }
`;

/** A made-to-measure order in three steps; it starts afresh every time it opens. */
export function CustomOrderDialog({
  product: productKey,
  onClose,
}: {
  product: CustomOrderDialog_product$key;
  onClose: () => void;
}) {
  const product = useFragment(customOrderDialogFragment, productKey);
  const { viewer } = useAuth();
  const { showToast } = useToast();
  const [form, setForm] = useState<CustomOrderForm>(() => newCustomOrder(product, viewer));
  const [step, setStep] = useState<Step>('measurements');
  const [problems, setProblems] = useState<Problems>({});
  const [submitted, setSubmitted] = useState(false);
  const [commit, submitting] = useMutation<CustomOrderDialogMutation>(createCustomOrderMutation);

  const formRef = useRef<HTMLFormElement>(null);
  const stepIndex = STEPS.findIndex((s) => s.id === step);

  // A step change can remove the focused button (Previous on the first step): keep focus in the form.
  useEffect(() => {
    const form = formRef.current;
    if (form && !form.contains(document.activeElement))
      form.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [step]);
  const change = (patch: Partial<CustomOrderForm>) => setForm((f) => ({ ...f, ...patch }));
  const changeDelivery = (patch: Partial<DeliveryDetails>) =>
    setForm((f) => ({ ...f, delivery: { ...f.delivery, ...patch } }));

  const showProblems = (found: Problems) => {
    setProblems(found);
    setStep(Object.keys(found).some((field) => CONTACT_FIELDS.has(field)) ? 'contact' : 'measurements');
    showToast(incompleteMessage(found), 'error');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step !== 'review') {
      setStep(STEPS[stepIndex + 1]!.id);
      return;
    }
    const found = customOrderProblems(form);
    if (Object.keys(found).length) {
      showProblems(found);
      return;
    }
    commit({
      variables: {
        input: {
          productId: product.id,
          size: form.size || null,
          color: form.color || null,
          quantity: form.quantity,
          specialRequirements: form.specialRequirements.trim() || null,
          customerNotes: form.customerNotes.trim() || null,
          measurements: {
            fitPreference: form.fitPreference,
            lengthPreference: form.lengthPreference,
            sleevePreference: form.sleevePreference,
          },
          deliveryAddress: deliveryInput(form.delivery),
        },
      },
      onCompleted: () => setSubmitted(true),
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(error);
        if (Object.keys(fieldErrors).length) showProblems(fieldErrors);
        else showToast(userFacingMessage(error, 'Failed to create order'), 'error');
      },
    });
  };

  return (
    <Dialog title={submitted ? 'Custom Order Submitted' : `Custom Order: ${product.title}`} onClose={onClose}>
      {submitted ? (
        <OrderSuccess heading="Thank you for your order!" brandName={product.brand.name} onClose={onClose} />
      ) : (
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Custom order">
          <OrderTabs tabs={STEPS} current={step} onSelect={setStep} idPrefix="custom-order" />
          <OrderTabPanels tabs={STEPS} current={step} idPrefix="custom-order">
            {(panel) =>
              panel === 'measurements' ? (
                <MeasurementsStep product={product} form={form} onChange={change} problems={problems} />
              ) : panel === 'contact' ? (
                <DeliveryFields value={form.delivery} onChange={changeDelivery} problems={problems} />
              ) : (
                <ReviewStep product={product} form={form} onChange={change} />
              )
            }
          </OrderTabPanels>
          <Nav>
            {stepIndex > 0 ? (
              <Button $variant="ghost" onClick={() => setStep(STEPS[stepIndex - 1]!.id)}>
                Previous
              </Button>
            ) : (
              <span />
            )}
            {step === 'review' ? (
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Submitting…' : 'Submit Order'}
              </Button>
            ) : (
              <Button type="submit">Next</Button>
            )}
          </Nav>
        </form>
      )}
    </Dialog>
  );
}
