import { useId, useState, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { roundIconButton } from '../buttonStyles';
import { EyeIcon, EyeOffIcon } from '../icons';
import { describedBy, Field, FieldError, Hint, Label } from './FieldParts';
import { inputStyles } from './inputStyles';

const InputBox = styled.div`
  position: relative;
`;

const Input = styled.input`
  ${inputStyles}
  padding-right: 3rem;
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 0.35rem;
  transform: translateY(-50%);
  ${roundIconButton}
  color: ${({ theme }) => theme.colors.inkMuted};

  &:hover {
    background: ${({ theme }) => theme.colors.indigo50};
    color: ${({ theme }) => theme.colors.indigo900};
  }
`;

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ label, hint, error, ...inputProps }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputBox>
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...inputProps}
        />
        <Toggle
          type="button"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </Toggle>
      </InputBox>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}
