import { CURRENCY_SYMBOLS } from '@domain/currency';
import { useId } from 'react';
import styled from 'styled-components';
import { TextField } from '../../components/form/TextField';
import { formatPrice } from '../../lib/formatPrice';
import { PriceField } from '../kit/PriceField';
import { ContactForPricingSwitch } from './ContactForPricingSwitch';
import { FieldRow, FormSection, GroupProblem } from './serviceFormParts';
import { chargedPrice, type ServiceFormState } from './serviceForm';
import { textFieldOf } from '../kit/form/useStudioForm';

const Charged = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ivory};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};

  strong {
    color: ${({ theme }) => theme.colors.indigo900};
  }
`;

const Explanation = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type PricingFields = Pick<
  ServiceFormState,
  'contactForPricing' | 'consultationFee' | 'hourlyRate' | 'fixedPrice' | 'priceRange'
>;

interface ServicePricingFieldsProps {
  form: ServiceFormState;
  /** The brand's currency: the prices are in it. */
  currency: string;
  problems: Record<string, string>;
  onChange: (changes: Partial<PricingFields>) => void;
  disabled?: boolean;
}

const symbolOf = (currency: string) =>
  currency in CURRENCY_SYMBOLS ? CURRENCY_SYMBOLS[currency as keyof typeof CURRENCY_SYMBOLS] : undefined;

/**
 * Spec sections 2 and 5: consultation fee, hourly rate and fixed price (at least one unless contact
 * for pricing is on); the switch swaps them for an optional price range. Below, what the service will
 * be listed at: the first price given, or 0 with contact for pricing.
 */
export function ServicePricingFields({ form, currency, problems, onChange, disabled }: ServicePricingFieldsProps) {
  const id = useId();
  const prefix = symbolOf(currency);
  const charged = chargedPrice(form);
  return (
    <FormSection disabled={disabled}>
      <legend>Pricing</legend>
      <Explanation id={`${id}-about`}>
        Set at least one price, or turn on Contact for Pricing to agree the price with each client.
      </Explanation>
      <ContactForPricingSwitch
        on={form.contactForPricing}
        describedBy={`${id}-about`}
        onChange={(contactForPricing) => onChange({ contactForPricing })}
      />
      {form.contactForPricing ? (
        <TextField
          label="Price range (optional)"
          placeholder={`${prefix ?? ''}200 - ${prefix ?? ''}900`}
          {...textFieldOf(form, problems, onChange)('priceRange')}
        />
      ) : (
        <FieldRow>
          <PriceField
            label="Consultation fee"
            name="consultationFee"
            prefix={prefix}
            value={form.consultationFee}
            error={problems.consultationFee}
            // The pricing rule belongs to the three prices: the first one carries it, and takes the focus.
            {...(problems.pricing && !problems.consultationFee
              ? { 'aria-invalid': true, 'aria-describedby': `${id}-pricing-error` }
              : {})}
            onChange={(consultationFee) => onChange({ consultationFee })}
          />
          <PriceField
            label="Hourly rate"
            name="hourlyRate"
            prefix={prefix}
            value={form.hourlyRate}
            error={problems.hourlyRate}
            onChange={(hourlyRate) => onChange({ hourlyRate })}
          />
          <PriceField
            label="Fixed price"
            name="fixedPrice"
            prefix={prefix}
            value={form.fixedPrice}
            error={problems.fixedPrice}
            onChange={(fixedPrice) => onChange({ fixedPrice })}
          />
        </FieldRow>
      )}
      {problems.pricing ? <GroupProblem id={`${id}-pricing-error`}>{problems.pricing}</GroupProblem> : null}
      <Charged aria-live="polite">
        What will be charged: <strong>{formatPrice(charged, currency)}</strong>
        {form.contactForPricing
          ? ' — the service is listed for contact, and the price is agreed with each client.'
          : charged > 0
            ? ' — the first price given of consultation fee, hourly rate and fixed price.'
            : ' — set a price above.'}
      </Charged>
    </FormSection>
  );
}
