import type { ReactNode } from 'react';
import { FieldError } from '../../components/form/FieldParts';
import { OptionSelect as KitOptionSelect } from '../kit/OptionSelect';

export { FieldRow, FormSection } from '../kit/formSections';

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
export function OptionSelect<T extends string>({ onChange, required, ...props }: OptionSelectProps<T>) {
  return (
    <KitOptionSelect
      {...props}
      aria-required={required || undefined}
      onChange={(event) => onChange(event.target.value as T | '')}
    />
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
