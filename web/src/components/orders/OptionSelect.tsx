import { useId, type SelectHTMLAttributes } from 'react';
import { describedBy, Field, FieldError, Label } from '../form/FieldParts';
import { Select } from '../form/Select';
import type { SelectOption } from './orderOptions';

interface OptionSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string | null;
}

/** A labelled drop-down whose options carry a value and a label. */
export function OptionSelect({ label, options, placeholder, error, ...props }: OptionSelectProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, null, error)}
        {...props}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}

export const textOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));
