import { useEffect, useId, useRef } from 'react';
import styled, { css } from 'styled-components';
import { FieldLabel, selectStyles } from '../../components/filters/fieldStyles';
import { controlChrome } from '../../components/form/inputStyles';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { userFacing } from './form/mutationFailure';
import { LEAD_STATUSES, STATUS_LABELS } from './leadVocabulary';
import { useUpdateLeadStatusMutation } from './useUpdateLeadStatusMutation';
import { labelOf } from './vocabulary';

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

interface LeadStatusSelectProps {
  leadId: string;
  /** The lead's status as the store has it; a value outside the API's list is shown as it is. */
  status: string;
  customerName: string;
  /** The toasts the screen shows for a saved or refused change (the API's own words win when meant for people). */
  messages: { updated: string; failed: string };
  onUpdated: () => void;
  /** A table cell's select: smaller, and its label is read by assistive technology only. */
  compact?: boolean;
}

/**
 * A lead's status, changed on the spot: on a lead card or in the dashboard's recent leads. The new
 * status shows at once and is rolled back if the server refuses; the select is disabled (and busy)
 * while the change is saved.
 */
export function LeadStatusSelect({
  leadId,
  status,
  customerName,
  messages,
  onUpdated,
  compact,
}: LeadStatusSelectProps) {
  const { run, busy: saving } = useUpdateLeadStatusMutation({
    success: messages.updated,
    failure: userFacing(messages.failed),
  });
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  // Disabling a focused select drops keyboard focus; it is given back once the save is over.
  const refocus = useRef(false);
  useEffect(() => {
    if (saving || !refocus.current) return;
    refocus.current = false;
    selectRef.current?.focus();
  }, [saving]);

  const known = (LEAD_STATUSES as readonly string[]).includes(status);
  const select = (
    <Select
      ref={selectRef}
      id={id}
      value={status}
      disabled={saving}
      aria-busy={saving}
      $compact={compact}
      onChange={(event) => {
        const next = LEAD_STATUSES.find((value) => value === event.target.value);
        if (!next || next === status) return;
        refocus.current = document.activeElement === selectRef.current;
        void run(
          { input: { id: leadId, status: next } },
          { optimisticUpdater: (store) => void store.get(leadId)?.setValue(next, 'status'), onDone: onUpdated },
        );
      }}
    >
      {known ? null : <option value={status}>{labelOf(STATUS_LABELS, status)}</option>}
      {LEAD_STATUSES.map((value) => (
        <option key={value} value={value}>
          {labelOf(STATUS_LABELS, value)}
        </option>
      ))}
    </Select>
  );

  if (compact) {
    return (
      <>
        <VisuallyHidden as="label" htmlFor={id}>
          Status for {customerName}
        </VisuallyHidden>
        {select}
      </>
    );
  }
  return (
    <Field>
      <FieldLabel htmlFor={id}>
        Status<VisuallyHidden> for {customerName}</VisuallyHidden>
      </FieldLabel>
      {select}
    </Field>
  );
}
