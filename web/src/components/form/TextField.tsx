import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { describedBy, Field, FieldError, Hint, Label } from './FieldParts';
import { inputStyles } from './inputStyles';

const Input = styled.input`
  ${inputStyles}
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled input with an optional hint and an error announced with it. */
export function TextField({ label, hint, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...inputProps}
      />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}
