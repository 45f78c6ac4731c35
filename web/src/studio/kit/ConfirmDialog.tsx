import styled, { css } from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

const ConfirmButton = styled(Button)<{ $danger: boolean }>`
  ${({ $danger, theme }) =>
    $danger &&
    css`
      background: ${theme.colors.danger};
      border-color: ${theme.colors.danger};
      color: ${theme.colors.white};

      &:hover {
        background: ${theme.colors.terracottaDark};
        border-color: ${theme.colors.terracottaDark};
      }
    `}
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

export interface ConfirmDialogProps {
  title: string;
  /** What happens, e.g. 'Are you sure you want to delete the lead for Ada Obi? This action cannot be undone.' */
  message: string;
  /** The confirming button's words, and what it reads while busy. */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** A deletion: the confirming button is red. */
  danger?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a change. Cancel has the focus first, so Enter never confirms by accident; the dialog
 * gives focus back to the button that opened it.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  danger = false,
  ...on
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) on.onCancel();
  };
  return (
    <Dialog title={title} onClose={cancel}>
      <Text>{message}</Text>
      <Actions>
        <Button $variant="secondary" data-autofocus onClick={cancel} disabled={busy}>
          Cancel
        </Button>
        {/* aria-disabled rather than disabled, so focus stays on the button while it works. */}
        <ConfirmButton
          $variant={danger ? undefined : 'accent'}
          $danger={danger}
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => !busy && on.onConfirm()}
        >
          {busy ? busyLabel : confirmLabel}
        </ConfirmButton>
      </Actions>
    </Dialog>
  );
}

/** Asks before a record is deleted for good: Cancel, or a red Delete that reads 'Deleting...' while busy. */
export function ConfirmDeleteDialog({
  deleting,
  ...props
}: Pick<ConfirmDialogProps, 'title' | 'message' | 'onCancel' | 'onConfirm'> & { deleting: boolean }) {
  return <ConfirmDialog {...props} confirmLabel="Delete" busyLabel="Deleting..." busy={deleting} danger />;
}
