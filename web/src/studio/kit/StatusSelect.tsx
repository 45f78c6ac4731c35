import { useEffect, useId, useRef } from 'react';
import styled, { css } from 'styled-components';
import { FieldLabel, selectStyles } from '../../components/filters/fieldStyles';
import { controlChrome } from '../../components/form/inputStyles';
import { VisuallyHidden } from '../../components/VisuallyHidden';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  min-width: 11rem;
`;

const Select = styled.select<{ $compact?: boolean }>`
  ${({ $compact, theme }) =>
    $compact
      ? css`
          height: 2.25rem;
          min-width: 8.5rem;
          padding: 0 0.6rem;
          font-size: ${theme.fontSizes.sm};
          cursor: pointer;
          ${controlChrome}
        `
      : css`
          ${selectStyles}
          height: 2.5rem;
        `}

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

export interface StatusSelectProps<T extends string> {
  /** The record's status as the store has it; a value outside `values` is shown as it is. */
  status: string;
  values: readonly T[];
  labelFor: (value: string) => string;
  /** Whose status this is, for the label: 'Status for Ada Obi'. */
  subject: string;
  saving: boolean;
  onChange: (status: T) => void;
  /** A table cell's select: smaller, and its label is read by assistive technology only. */
  compact?: boolean;
}

/** A record's status, changed on the spot; disabled (and busy) while the change is saved. */
export function StatusSelect<T extends string>({
  status,
  values,
  labelFor,
  subject,
  saving,
  onChange,
  compact,
}: StatusSelectProps<T>) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  // Disabling a focused select drops keyboard focus; it is given back once the save is over.
  const refocus = useRef(false);
  useEffect(() => {
    if (saving || !refocus.current) return;
    refocus.current = false;
    selectRef.current?.focus();
  }, [saving]);

  const known = (values as readonly string[]).includes(status);
  const select = (
    <Select
      ref={selectRef}
      id={id}
      value={status}
      disabled={saving}
      aria-busy={saving}
      $compact={compact}
      onChange={(event) => {
        const next = values.find((value) => value === event.target.value);
        if (!next || next === status) return;
        refocus.current = document.activeElement === selectRef.current;
        onChange(next);
      }}
    >
      {known ? null : <option value={status}>{labelFor(status)}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {labelFor(value)}
        </option>
      ))}
    </Select>
  );

  if (compact) {
    return (
      <>
        <VisuallyHidden as="label" htmlFor={id}>
          Status for {subject}
        </VisuallyHidden>
        {select}
      </>
    );
  }
  return (
    <Field>
      <FieldLabel htmlFor={id}>
        Status<VisuallyHidden> for {subject}</VisuallyHidden>
      </FieldLabel>
      {select}
    </Field>
  );
}
