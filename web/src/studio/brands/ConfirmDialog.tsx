import styled from 'styled-components';
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

const ConfirmButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

interface ConfirmDialogProps {
  title: string;
  message: string;
  /** The confirming button's words, and what it reads while busy. */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a change that is not a deletion (disabling tailoring). Cancel has the focus first. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog title={title} onClose={cancel}>
      <Text>{message}</Text>
      <Actions>
        <Button $variant="secondary" data-autofocus onClick={cancel} disabled={busy}>
          Cancel
        </Button>
        <ConfirmButton $variant="accent" aria-disabled={busy} aria-busy={busy} onClick={() => !busy && onConfirm()}>
          {busy ? busyLabel : confirmLabel}
        </ConfirmButton>
      </Actions>
    </Dialog>
  );
}
