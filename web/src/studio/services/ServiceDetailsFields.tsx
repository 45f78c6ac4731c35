import { PRODUCT_LIMITS } from '@features/products/rules';
import type { ReactNode } from 'react';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { ChipListField } from '../kit/ChipListField';
import { textFieldOf } from '../kit/form/useStudioForm';
import { DELIVERY_METHOD_OPTIONS, type ServiceFormState } from './serviceForm';
import { FieldRow, FormSection, OptionSelect } from './serviceFormParts';
import type { ServiceImage } from './serviceImages';
import { ServiceImageSlots } from './ServiceImageSlots';
import { ServicePricingFields } from './ServicePricingFields';
import { SpecialtyChoices } from './SpecialtyChoices';

interface ServiceDetailsFieldsProps {
  form: ServiceFormState;
  onChange: (changes: Partial<ServiceFormState>) => void;
  problems: Record<string, string>;
  images: readonly ServiceImage[];
  onImagesChange: (images: ServiceImage[]) => void;
  /** The brand's currency, for the prices. */
  currency: string;
  disabled?: boolean;
  /** Shown first in the first section (the edit screen's service type select). */
  lead?: ReactNode;
}

/**
 * The service's details (spec section 3): what it is, its pricing, what it includes and its images.
 * Create shows them once a type is chosen; edit shows them at once.
 */
export function ServiceDetailsFields({
  form,
  onChange,
  problems,
  images,
  onImagesChange,
  currency,
  disabled,
  lead,
}: ServiceDetailsFieldsProps) {
  const text = textFieldOf(form, problems, onChange);
  return (
    <>
      <FormSection disabled={disabled}>
        <legend>About the service</legend>
        {lead}
        <TextField label="Title" aria-required maxLength={PRODUCT_LIMITS.title} {...text('title')} />
        <TextAreaField label="Description" aria-required rows={4} {...text('description')} />
        <FieldRow>
          <TextField label="Duration (optional)" placeholder="1 hour" {...text('duration')} />
          <TextField label="Lead time (optional)" placeholder="2-3 weeks" {...text('leadTime')} />
        </FieldRow>
      </FormSection>
      <ServicePricingFields
        form={form}
        currency={currency}
        problems={problems}
        onChange={onChange}
        disabled={disabled}
      />
      <FormSection disabled={disabled}>
        <legend>What the client gets</legend>
        <SpecialtyChoices
          values={form.specialties}
          error={problems.specialties}
          onChange={(specialties) => onChange({ specialties })}
        />
        <FieldRow>
          <TextField label="Sessions included (optional)" inputMode="numeric" {...text('sessionsIncluded')} />
          <TextField label="Fitting sessions (optional)" inputMode="numeric" {...text('fittingSessions')} />
          <OptionSelect
            label="Delivery method (optional)"
            name="deliveryMethod"
            value={form.deliveryMethod}
            options={DELIVERY_METHOD_OPTIONS}
            placeholder="Not set"
            onChange={(deliveryMethod) => onChange({ deliveryMethod })}
          />
        </FieldRow>
        <ChipListField
          label="Includes"
          values={form.includes}
          hint="What the service includes, one entry at a time: type it and press Enter or the plus button."
          placeholder="Pressing and steaming"
          maxLength={PRODUCT_LIMITS.chip}
          error={problems.includes}
          onChange={(includes) => onChange({ includes })}
        />
        <TextAreaField label="Requirements (optional)" rows={3} {...text('requirements')} />
        <TextAreaField label="Measurement guide (optional)" rows={3} {...text('measurementGuide')} />
      </FormSection>
      <ServiceImageSlots images={images} onChange={onImagesChange} error={problems.images} disabled={disabled} />
    </>
  );
}
