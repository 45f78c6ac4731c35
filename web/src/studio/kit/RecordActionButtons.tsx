import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { actionStyles } from './actionStyles';
import { TrashIcon } from './icons';

/** A card's small button. */
export const ActionButton = styled.button`
  ${actionStyles}
`;

/** A card's small button that deletes: red words, a red hover. */
export const DeleteActionButton = styled.button`
  ${actionStyles}
  color: ${({ theme }) => theme.colors.danger};

  &:hover {
    background: ${({ theme }) => theme.colors.terracottaLight};
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

interface RecordActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  /** The visible word, e.g. 'Edit'. */
  action: string;
  /** The record's name, added for screen readers: 'Edit Summer Linen'. */
  record: string;
}

/** A card's button ('Edit', 'Activate'), named for the record it acts on for screen readers. */
export function RecordActionButton({ action, record, ...props }: RecordActionButtonProps) {
  return (
    <ActionButton type="button" {...props}>
      {action}
      <VisuallyHidden> {record}</VisuallyHidden>
    </ActionButton>
  );
}

/** A card's Delete button (it asks first, elsewhere), named 'Delete <record>' for screen readers. */
export function RecordDeleteButton({ record, onClick }: { record: string; onClick: () => void }) {
  return (
    <DeleteActionButton type="button" onClick={onClick}>
      <TrashIcon />
      Delete<VisuallyHidden> {record}</VisuallyHidden>
    </DeleteActionButton>
  );
}
