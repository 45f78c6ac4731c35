import { useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { describedBy, Field, FieldError, Label } from './FieldParts';
import { inputStyles } from './inputStyles';

const Select = styled.select`
  ${inputStyles}

  /* Browsers count a select as read-only; it is not. */
  &:read-only {
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly string[];
  placeholder?: string;
  error?: string | null;
}

/** A labelled drop-down of plain text options. */
export function SelectField({ label, options, placeholder, error, ...props }: SelectFieldProps) {
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
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}
