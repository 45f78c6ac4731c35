import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { controlChrome } from '../../components/form/inputStyles';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatVocabulary } from './dashboardFormat';
import { isLeadStatus, LEAD_STATUSES, type LeadStatusValue } from './leadStatuses';
import { useRecentLeadStatus } from './useRecentLeadStatus';

const Select = styled.select`
  height: 2.25rem;
  min-width: 8.5rem;
  padding: 0 0.6rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  ${controlChrome}

  &:disabled { cursor: progress; opacity: 0.7; }
`;

interface RecentLeadStatusSelectProps {
  leadId: string;
  status: string;
  customerName: string;
  onSaved: () => void;
}

/** A lead's status, changed on the spot; the select shows the choice and is disabled while it is saved. */
export function RecentLeadStatusSelect({ leadId, status, customerName, onSaved }: RecentLeadStatusSelectProps) {
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [pending, setPending] = useState<LeadStatusValue | null>(null);
  const { saveStatus, saving } = useRecentLeadStatus(onSaved);

  // Disabling a focused select drops keyboard focus; it is given back once the save is over.
  const refocus = useRef(false);
  useEffect(() => {
    if (saving || !refocus.current) return;
    refocus.current = false;
    selectRef.current?.focus();
  }, [saving]);

  const shown = pending ?? status;
  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        Status for {customerName}
      </VisuallyHidden>
      <Select
        ref={selectRef}
        id={id}
        value={shown}
        disabled={saving}
        aria-busy={saving}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLeadStatus(next) || next === status) return;
          refocus.current = document.activeElement === selectRef.current;
          setPending(next);
          saveStatus(leadId, next, () => setPending(null));
        }}
      >
        {isLeadStatus(shown) ? null : <option value={shown}>{formatVocabulary(shown)}</option>}
        {LEAD_STATUSES.map((value) => (
          <option key={value} value={value}>
            {formatVocabulary(value)}
          </option>
        ))}
      </Select>
    </>
  );
}
