import { TextField } from '../form/TextField';
import { FormGrid } from './FormGrid';
import { OptionSelect, textOptions } from './OptionSelect';
import { FIT_OPTIONS, LENGTH_OPTIONS, QUANTITY_OPTIONS, SLEEVE_OPTIONS } from './orderOptions';
import type { CustomOrderForm, OrderProduct, Problems } from './orderForm';

interface MeasurementsStepProps {
  product: OrderProduct;
  form: CustomOrderForm;
  onChange: (patch: Partial<CustomOrderForm>) => void;
  problems: Problems;
}

/** Size, colour, quantity and how the piece should fit. */
export function MeasurementsStep({ product, form, onChange, problems }: MeasurementsStepProps) {
  return (
    <FormGrid>
      {product.sizes.length ? (
        <OptionSelect
          label="Size"
          name="size"
          options={textOptions(product.sizes)}
          value={form.size}
          onChange={(e) => onChange({ size: e.target.value })}
        />
      ) : null}
      {product.colors.length ? (
        <OptionSelect
          label="Colour"
          name="color"
          options={textOptions(product.colors)}
          value={form.color}
          onChange={(e) => onChange({ color: e.target.value })}
        />
      ) : null}
      <OptionSelect
        label="Quantity"
        name="quantity"
        options={QUANTITY_OPTIONS}
        value={String(form.quantity)}
        onChange={(e) => onChange({ quantity: Number(e.target.value) })}
      />
      <OptionSelect
        label="Fit preference"
        name="fitPreference"
        options={FIT_OPTIONS}
        value={form.fitPreference}
        error={problems.fitPreference}
        onChange={(e) => onChange({ fitPreference: e.target.value })}
      />
      <OptionSelect
        label="Length preference"
        name="lengthPreference"
        options={LENGTH_OPTIONS}
        value={form.lengthPreference}
        error={problems.lengthPreference}
        onChange={(e) => onChange({ lengthPreference: e.target.value })}
      />
      <OptionSelect
        label="Sleeve preference"
        name="sleevePreference"
        options={SLEEVE_OPTIONS}
        value={form.sleevePreference}
        error={problems.sleevePreference}
        onChange={(e) => onChange({ sleevePreference: e.target.value })}
      />
      <div className="wide">
        <TextField
          label="Special requirements"
          name="specialRequirements"
          hint="Special requirements add 10% to the total."
          value={form.specialRequirements}
          onChange={(e) => onChange({ specialRequirements: e.target.value })}
        />
      </div>
    </FormGrid>
  );
}
