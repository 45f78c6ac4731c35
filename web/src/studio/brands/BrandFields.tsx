import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FieldError } from '../../components/form/FieldParts';
import { BRAND_LIMITS, foundedYearOptions } from '@features/brands/rules';
import {
  CURRENCY_OPTIONS,
  exploresForPrices,
  isCurrencyCode,
  limitText,
  priceRangePreview,
  type BrandFormState,
} from './brandForm';
import { CategoryPicker } from './CategoryPicker';
import { CountedField } from './formControls';
import { FieldRow, FormSection } from '../kit/formSections';
import { OptionSelect } from '../kit/OptionSelect';
import { textFieldOf } from '../kit/form/useStudioForm';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';

const PricePreview = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-left: 3px solid ${({ theme }) => theme.colors.ochre};
  background: ${({ theme }) => theme.colors.ivory};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};

  strong {
    color: ${({ theme }) => theme.colors.ochreDark};
  }
`;

const PRICE_ERROR_ID = 'brand-price-error';

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

interface BrandFieldsProps {
  mode: 'create' | 'edit';
  form: BrandFormState;
  onChange: (changes: Partial<BrandFormState>) => void;
  /** Problems by field, shown under each field. */
  problems: Record<string, string>;
  currentYear: number;
  /** The image (and video) pickers, shown in their own group. */
  media?: ReactNode;
  /** Extra controls at the end of the details group (the verified switch). */
  extra?: ReactNode;
  /** The price range text to show when it is not rebuilt from the form (a stored range on edit). */
  storedPriceRange?: string | null;
  disabled?: boolean;
}

/** Every field of the brand form, grouped; shared by the create and edit screens. */
export function BrandFields({
  mode,
  form,
  onChange,
  problems,
  currentYear,
  media,
  extra,
  storedPriceRange,
  disabled,
}: BrandFieldsProps) {
  const bind = textFieldOf(form, problems, onChange);
  const text = (name: Parameters<typeof bind>[0]) => ({ ...bind(name), disabled });
  const years = foundedYearOptions(currentYear).map(String);
  // A stored year outside the list (older data) stays choosable, so saving never loses it.
  if (form.foundedYear && !years.includes(form.foundedYear)) years.push(form.foundedYear);
  const explore = exploresForPrices(form);
  const priceInvalid = problems.price ? { 'aria-invalid': true, 'aria-describedby': PRICE_ERROR_ID } : {};

  return (
    <Groups>
      <FormSection>
        <legend>Brand details</legend>
        <CountedField
          label="Brand name"
          name="name"
          autoComplete="organization"
          value={form.name}
          max={BRAND_LIMITS.name}
          warnBelow={BRAND_LIMITS.nameWarnBelow}
          error={problems.name}
          disabled={disabled}
          onChange={(event) => onChange({ name: limitText(event.target.value, BRAND_LIMITS.name) })}
        />
        <CountedField
          multiline
          label="Short description"
          name="description"
          hint="Shown on the brand's card in the directory."
          value={form.description}
          max={BRAND_LIMITS.description}
          warnBelow={BRAND_LIMITS.descriptionWarnBelow}
          error={problems.description}
          disabled={disabled}
          onChange={(event) => onChange({ description: limitText(event.target.value, BRAND_LIMITS.description) })}
        />
        <TextAreaField
          label="Long description (optional)"
          hint="The brand's story, shown on its page."
          rows={6}
          {...text('longDescription')}
        />
        <CategoryPicker
          mode={mode}
          value={form.categories}
          error={problems.categories}
          disabled={disabled}
          onChange={(categories) => onChange({ categories })}
        />
        <FieldRow>
          <TextField label="Location" hint="City, Country" autoComplete="address-level2" {...text('location')} />
          <OptionSelect
            label="Founded year (optional)"
            name="foundedYear"
            value={form.foundedYear}
            error={problems.foundedYear}
            disabled={disabled}
            placeholder="Not specified"
            options={years.map((year) => ({ value: year, label: year }))}
            onChange={(event) => onChange({ foundedYear: event.target.value })}
          />
        </FieldRow>
        {extra}
      </FormSection>

      <FormSection>
        <legend>Prices</legend>
        <OptionSelect
          label="Currency"
          name="currency"
          value={form.currency}
          options={CURRENCY_OPTIONS}
          disabled={disabled}
          onChange={({ target: { value } }) => {
            if (isCurrencyCode(value)) onChange({ currency: value });
          }}
        />
        <FieldRow>
          <TextField
            label="Lowest price"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            {...text('priceMin')}
            {...priceInvalid}
            disabled={disabled || explore}
          />
          <TextField
            label="Highest price"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            {...text('priceMax')}
            {...priceInvalid}
            disabled={disabled || explore}
          />
        </FieldRow>
        <CheckboxField
          label="Explore brand for prices"
          name="exploreForPrices"
          checked={explore}
          disabled={disabled || form.currency === 'NONE'}
          onChange={(event) => onChange({ exploreForPrices: event.target.checked })}
        />
        {problems.price ? <FieldError id={PRICE_ERROR_ID}>{problems.price}</FieldError> : null}
        <PricePreview aria-live="polite">
          Price range shown: <strong>{storedPriceRange ?? priceRangePreview(form)}</strong>
        </PricePreview>
      </FormSection>

      {media ? (
        <FormSection>
          <legend>Image and video</legend>
          {media}
        </FormSection>
      ) : null}

      <FormSection>
        <legend>Contact and links (optional)</legend>
        <FieldRow>
          <TextField label="Website" type="url" inputMode="url" autoComplete="url" {...text('website')} />
          <TextField label="Instagram" hint="@handle or profile link" {...text('instagram')} />
        </FieldRow>
        <FieldRow>
          <TextField label="WhatsApp" type="tel" inputMode="tel" hint="With the country code" {...text('whatsapp')} />
          <TextField
            label="Contact email"
            type="email"
            autoComplete="email"
            hint="Leave empty to have enquiries go to the platform's general inbox."
            {...text('contactEmail')}
          />
        </FieldRow>
        <TextField
          label="Video thumbnail URL"
          type="url"
          inputMode="url"
          hint="A picture shown before the brand video plays."
          {...text('videoThumbnail')}
        />
      </FormSection>
    </Groups>
  );
}
