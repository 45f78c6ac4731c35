import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Field, FieldError, Hint, Label } from '../../components/form/FieldParts';
import { inputStyles } from '../../components/form/inputStyles';
import { counterIsLow, charactersLeft } from '@features/brands/rules';

const Input = styled.input`
  ${inputStyles}
`;

const TextArea = styled.textarea`
  ${inputStyles}
  height: auto;
  min-height: 6rem;
  padding-block: 0.75rem;
  resize: vertical;
  line-height: 1.5;
`;

const Counter = styled.p<{ $low: boolean }>`
  justify-self: end;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.inkMuted};

  ${({ $low, theme }) =>
    $low &&
    css`
      color: ${theme.colors.danger};
      font-weight: 600;
    `}
`;

const ids = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

interface Described {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

interface CountedProps extends Described {
  /** The text as typed. */
  value: string;
  max: number;
  /** Below this many characters left the counter turns red (spec section 9). */
  warnBelow: number;
  multiline?: boolean;
}

/**
 * A text input (or text area) with a characters-left counter tied to it for screen readers
 * (aria-describedby); the counter turns red when few characters are left.
 */
export function CountedField({
  label,
  hint,
  error,
  value,
  max,
  warnBelow,
  multiline,
  ...control
}: CountedProps &
  Omit<InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'>) {
  const id = useId();
  const left = charactersLeft(value, max);
  const low = counterIsLow(left, warnBelow);
  const props = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids(hint ? `${id}-hint` : null, `${id}-counter`, error && `${id}-error`),
    ...control,
  };
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <TextArea rows={3} {...(props as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <Input {...(props as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <Counter id={`${id}-counter`} $low={low} data-low={low}>
        {left === 1 ? '1 character left' : `${left} characters left`}
      </Counter>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}
