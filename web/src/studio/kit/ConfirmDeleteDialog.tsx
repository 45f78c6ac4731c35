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

const DeleteButton = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};

  &:hover {
    background: ${({ theme }) => theme.colors.terracottaDark};
    border-color: ${({ theme }) => theme.colors.terracottaDark};
  }
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

interface ConfirmDeleteDialogProps {
  /** 'Delete Lead', 'Delete Brand'... */
  title: string;
  /** What will be lost, e.g. 'Are you sure you want to delete the lead for Ada Obi? This action cannot be undone.' */
  message: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a record is deleted for good. Cancel has the focus first, so Enter never deletes by accident;
 * the dialog gives focus back to the Delete button that opened it.
 */
export function ConfirmDeleteDialog({ title, message, deleting, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const cancel = () => {
    if (!deleting) onCancel();
  };
  return (
    <Dialog title={title} onClose={cancel}>
      <Text>{message}</Text>
      <Actions>
        <Button $variant="secondary" data-autofocus onClick={cancel} disabled={deleting}>
          Cancel
        </Button>
        {/* aria-disabled rather than disabled, so focus stays on the button while it works. */}
        <DeleteButton aria-disabled={deleting} aria-busy={deleting} onClick={() => !deleting && onConfirm()}>
          {deleting ? 'Deleting...' : 'Delete'}
        </DeleteButton>
      </Actions>
    </Dialog>
  );
}
