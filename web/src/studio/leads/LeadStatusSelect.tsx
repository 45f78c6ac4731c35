import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { FieldLabel } from '../../components/filters/fieldStyles';
import { leadSelectStyles } from './leadSelectStyles';
import { labelOf, LEAD_STATUSES, STATUS_LABELS, type LeadStatusValue } from './leadVocabulary';
import { useLeadStatusUpdate } from './useLeadStatusUpdate';

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  min-width: 11rem;
`;

const Select = styled.select`
  ${leadSelectStyles}
  height: 2.5rem;

  &:disabled { cursor: progress; opacity: 0.7; }
`;

interface LeadStatusSelectProps {
  leadId: string;
  status: string;
  customerName: string;
  onUpdated: () => void;
}

/** The lead's status, changed on the spot; disabled while the change is saved. */
export function LeadStatusSelect({ leadId, status, customerName, onUpdated }: LeadStatusSelectProps) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const { updateStatus, saving } = useLeadStatusUpdate(onUpdated);
  // Disabling a focused select drops keyboard focus; it is given back once the save is over.
  const refocus = useRef(false);
  useEffect(() => {
    if (saving || !refocus.current) return;
    refocus.current = false;
    selectRef.current?.focus();
  }, [saving]);

  const known = (LEAD_STATUSES as readonly string[]).includes(status);
  return (
    <Field>
      <FieldLabel htmlFor={id}>
        Status<VisuallyHidden> for {customerName}</VisuallyHidden>
      </FieldLabel>
      <Select
        ref={selectRef}
        id={id}
        value={status}
        disabled={saving}
        aria-busy={saving}
        onChange={(event) => {
          refocus.current = document.activeElement === selectRef.current;
          updateStatus(leadId, event.target.value as LeadStatusValue);
        }}
      >
        {known ? null : <option value={status}>{labelOf(STATUS_LABELS, status)}</option>}
        {LEAD_STATUSES.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
