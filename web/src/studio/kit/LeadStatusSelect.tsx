import { userFacing } from './form/mutationFailure';
import { labelOf } from './vocabulary';
import { LEAD_STATUSES, STATUS_LABELS } from './leadVocabulary';
import { StatusSelect } from './StatusSelect';
import { useUpdateLeadStatusMutation } from './useUpdateLeadStatusMutation';

interface LeadStatusSelectProps {
  leadId: string;
  status: string;
  customerName: string;
  /** The toasts the screen shows for a saved or refused change (the API's own words win when meant for people). */
  messages: { updated: string; failed: string };
  onUpdated: () => void;
  compact?: boolean;
}

const statusLabel = (value: string) => labelOf(STATUS_LABELS, value);

/**
 * A lead's status, changed on the spot: on a lead card or in the dashboard's recent leads. The new
 * status shows at once and is rolled back if the server refuses.
 */
export function LeadStatusSelect({
  leadId,
  status,
  customerName,
  messages,
  onUpdated,
  compact,
}: LeadStatusSelectProps) {
  const { run, busy } = useUpdateLeadStatusMutation({
    success: messages.updated,
    failure: userFacing(messages.failed),
  });
  return (
    <StatusSelect
      status={status}
      values={LEAD_STATUSES}
      labelFor={statusLabel}
      subject={customerName}
      saving={busy}
      onChange={(next) =>
        void run(
          { input: { id: leadId, status: next } },
          { optimisticUpdater: (store) => void store.get(leadId)?.setValue(next, 'status'), onDone: onUpdated },
        )
      }
      compact={compact}
    />
  );
}
