import { priceInputFilter } from '@features/products/rules';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, Hint, Label } from '../../components/form/FieldParts';
import { controlChrome } from '../../components/form/inputStyles';

const Field = styled.div`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
`;

/** The input with an optional currency mark before it, drawn as one control. */
const Control = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  height: 3rem;
  ${controlChrome}

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.indigo700};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.indigo100};
  }
  &:has(input[aria-invalid='true']) {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:has(input:disabled) {
    background: ${({ theme }) => theme.colors.ivoryDeep};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Prefix = styled.span`
  flex: none;
  padding-left: 0.95rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Always present so a hint that appears later is announced; takes no room while empty. */
const LiveHint = styled(Hint)`
  &:empty {
    margin-top: -0.4rem;
  }
`;

const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  height: 100%;
  padding: 0 0.95rem;
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};

  &:focus-visible {
    outline: none;
  }
`;

export interface PriceFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'type' | 'inputMode' | 'prefix'
> {
  label: string;
  /** The price as typed: digits and at most one decimal point. */
  value: string;
  onChange: (text: string) => void;
  /** Shown before the amount, e.g. '$' or '₦'. */
  prefix?: string;
  hint?: ReactNode;
  error?: string | null;
}

/**
 * A labelled price input: a decimal keypad on phones, and whatever is typed or pasted keeps only
 * digits and the first decimal point. Its hint (e.g. the sale price note) is announced when it
 * changes; its error is tied to the input.
 */
export function PriceField({ label, value, onChange, prefix, hint, error, ...inputProps }: PriceFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Control>
        {prefix ? <Prefix aria-hidden="true">{prefix}</Prefix> : null}
        <Input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(priceInputFilter(event.target.value))}
          {...inputProps}
        />
      </Control>
      <LiveHint id={`${id}-hint`} aria-live="polite">
        {hint}
      </LiveHint>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}
