import { PRODUCT_SERVICE_TYPE_OPTIONS, SPECIALTY_OPTIONS } from '@features/products/rules-options';
import { CheckboxField } from '../../components/form/CheckboxField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { ChipListField } from '../kit/ChipListField';
import { PriceField } from '../kit/PriceField';
import { FormSection, Pair } from './formLayout';
import { OptionSelect } from '../kit/OptionSelect';
import type { ProductFormState, ServiceType } from './productForm';
import { textFieldOf } from '../kit/form/useStudioForm';

interface TailoringFieldsProps {
  form: ProductFormState;
  onChange: (changes: Partial<ProductFormState>) => void;
  onServiceType: (serviceType: ServiceType) => void;
  currencySymbol: string;
  problems: Record<string, string>;
  disabled: boolean;
}

/**
 * The fields a tailoring brand's product also has (section 3): service type (choosing consultation
 * turns on contact for pricing and clears the price), consultation fee, specialties, fitting
 * sessions, measurement guide, price range and contact for pricing.
 */
export function TailoringFields({
  form,
  onChange,
  onServiceType,
  currencySymbol,
  problems,
  disabled,
}: TailoringFieldsProps) {
  const text = textFieldOf(form, problems, onChange);
  // A portfolio piece edited here keeps its type; it is not one of the form's choices.
  const typeOptions =
    form.serviceType === 'portfolio'
      ? [...PRODUCT_SERVICE_TYPE_OPTIONS, { value: 'portfolio' as const, label: 'Portfolio' }]
      : PRODUCT_SERVICE_TYPE_OPTIONS;
  return (
    <FormSection disabled={disabled}>
      <legend>Tailoring</legend>
      <Pair>
        <OptionSelect
          label="Service type"
          name="serviceType"
          options={typeOptions}
          value={form.serviceType}
          hint="Consultation turns on contact for pricing."
          onChange={(event) => onServiceType(event.target.value as ServiceType)}
        />
        <PriceField
          label="Consultation fee (optional)"
          name="consultationFee"
          prefix={currencySymbol}
          value={form.consultationFee}
          error={problems.consultationFee}
          onChange={(consultationFee) => onChange({ consultationFee })}
        />
      </Pair>
      <CheckboxField
        label="Contact for pricing (no price shown; customers ask instead)"
        name="contactForPricing"
        checked={form.contactForPricing}
        onChange={(event) => onChange({ contactForPricing: event.target.checked })}
      />
      <ChipListField
        label="Specialties"
        values={form.specialties}
        suggestions={SPECIALTY_OPTIONS}
        error={problems.specialties}
        onChange={(specialties) => onChange({ specialties })}
      />
      <Pair>
        <TextField
          label="Fitting sessions (optional)"
          name="fittingSessions"
          inputMode="numeric"
          value={form.fittingSessions}
          error={problems.fittingSessions}
          onChange={(event) => onChange({ fittingSessions: event.target.value.replace(/\D/g, '') })}
        />
        <TextField label="Price range (optional)" placeholder="e.g. 150,000 – 400,000" {...text('priceRange')} />
      </Pair>
      <TextAreaField label="Measurement guide (optional)" rows={3} {...text('measurementGuide')} />
    </FormSection>
  );
}
