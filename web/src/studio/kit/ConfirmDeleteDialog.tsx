import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmDeleteDialogProps {
  /** 'Delete Lead', 'Delete Brand'... */
  title: string;
  /** What will be lost, e.g. 'Are you sure you want to delete the lead for Ada Obi? This action cannot be undone.' */
  message: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a record is deleted for good: Cancel, or a red Delete that reads 'Deleting...' while busy. */
export function ConfirmDeleteDialog({ deleting, ...props }: ConfirmDeleteDialogProps) {
  return <ConfirmDialog {...props} confirmLabel="Delete" busyLabel="Deleting..." busy={deleting} danger />;
}
