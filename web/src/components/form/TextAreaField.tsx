import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { describedBy, Field, FieldError, Hint, Label } from './FieldParts';
import { inputStyles } from './inputStyles';

const TextArea = styled.textarea`
  ${inputStyles}
  height: auto;
  min-height: 8rem;
  padding-block: 0.75rem;
  resize: vertical;
  line-height: 1.5;
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled multi-line input with an optional hint and an error announced with it. */
export function TextAreaField({ label, hint, error, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...props}
      />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </Field>
  );
}
