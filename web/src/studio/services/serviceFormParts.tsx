import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, Field, FieldError, Hint, Label } from '../../components/form/FieldParts';
import { inputStyles } from '../../components/form/inputStyles';
import { studioPanelStyles } from '../kit/StudioPanel';

/** One part of the service form: a white card whose legend names it ('Pricing', 'Images'). */
export const FormSection = styled.fieldset`
  ${studioPanelStyles}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;

  > legend {
    float: left;
    width: 100%;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.indigo900};
  }
  > legend + * {
    clear: both;
  }
`;

/** Fields side by side from small screens up, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`;

const Select = styled.select`
  ${inputStyles}

  /* Browsers count a select as read-only; it is not. */
  &:read-only {
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

interface OptionSelectProps<T extends string> {
  label: string;
  name: string;
  value: T | '';
  options: readonly { value: T; label: string }[];
  /** The empty choice's text; without it a value is always chosen. */
  placeholder?: string;
  onChange: (value: T | '') => void;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
}

/** A labelled select whose options have labels apart from their values (delivery method, service type). */
export function OptionSelect<T extends string>({
  label,
  name,
  value,
  options,
  placeholder,
  onChange,
  hint,
  error,
  disabled,
  required,
}: OptionSelectProps<T>) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value as T | '')}
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

/** A problem that belongs to a group of fields rather than one (the pricing rule), announced when it appears. */
export function GroupProblem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <FieldError id={id} role="alert">
      {children}
    </FieldError>
  );
}
