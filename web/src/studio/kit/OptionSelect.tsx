import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { describedBy, Field, FieldError, Hint, Label } from '../../components/form/FieldParts';
import { inputStyles } from '../../components/form/inputStyles';

const Select = styled.select`
  ${inputStyles}

  &:read-only {
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.ivoryDeep};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

export interface Option {
  value: string;
  label: string;
}

interface OptionSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly Option[];
  /** The empty first option ('Choose a brand'); none when a value is always chosen. */
  placeholder?: string;
  hint?: string;
  error?: string | null;
}

/** A labelled drop-down whose options show a label for each value (its other attributes go to the select). */
export function OptionSelect({ label, options, placeholder, hint, error, ...props }: OptionSelectProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}
