import { ConfirmDialog } from '../ConfirmDialog';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_MESSAGE = 'You have unsaved changes. If you leave this page now, they will be lost.';

/** Asks before a form with unsaved changes is left; Cancel (focused first) stays on the form. */
export function LeaveConfirmDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <ConfirmDialog
      title={LEAVE_TITLE}
      message={LEAVE_MESSAGE}
      confirmLabel="Leave"
      busyLabel="Leaving…"
      busy={false}
      danger
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
