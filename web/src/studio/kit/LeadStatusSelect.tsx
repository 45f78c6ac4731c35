import { labelOf } from './vocabulary';
import { LEAD_STATUSES, STATUS_LABELS } from './leadVocabulary';
import { StatusSelect } from './StatusSelect';
import { useUpdateLeadStatusMutation, type LeadStatusMessages } from './useUpdateLeadStatusMutation';

interface LeadStatusSelectProps {
  leadId: string;
  status: string;
  customerName: string;
  /** The toasts the screen shows for a saved or refused change. */
  messages: LeadStatusMessages;
  onUpdated: () => void;
  compact?: boolean;
}

const statusLabel = (value: string) => labelOf(STATUS_LABELS, value);

/** A lead's status, changed on the spot: on a lead card or in the dashboard's recent leads. */
export function LeadStatusSelect({
  leadId,
  status,
  customerName,
  messages,
  onUpdated,
  compact,
}: LeadStatusSelectProps) {
  const { updateStatus, saving } = useUpdateLeadStatusMutation(messages, onUpdated);
  return (
    <StatusSelect
      status={status}
      values={LEAD_STATUSES}
      labelFor={statusLabel}
      subject={customerName}
      saving={saving}
      onChange={(next) => updateStatus(leadId, next)}
      compact={compact}
    />
  );
}
