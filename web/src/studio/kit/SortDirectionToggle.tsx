import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { fieldStyles } from '../../components/filters/fieldStyles';
import { SortAscendingIcon } from './icons';
export type SortDirection = 'asc' | 'desc';

const Toggle = styled.button<{ $descending: boolean }>`
  ${fieldStyles}
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.indigo900};
  cursor: pointer;

  svg {
    flex: none;
    transform: ${({ $descending }) => ($descending ? 'scaleY(-1)' : 'none')};
  }
`;

const DIRECTION = {
  asc: { label: 'Ascending', other: 'descending' },
  desc: { label: 'Descending', other: 'ascending' },
} as const;

/**
 * The ascending/descending switch. It shows the current direction and its name says what pressing
 * does ('Descending order, switch to ascending'); the title repeats that for a pointer.
 */
export function SortDirectionToggle({
  order,
  onChange,
}: {
  order: SortDirection;
  onChange: (order: SortDirection) => void;
}) {
  const { label, other } = DIRECTION[order];
  const name = `${label} order, switch to ${other}`;
  return (
    <Toggle
      type="button"
      title={name}
      $descending={order === 'desc'}
      onClick={() => onChange(order === 'asc' ? 'desc' : 'asc')}
    >
      <SortAscendingIcon />
      {label}
      <VisuallyHidden> order, switch to {other}</VisuallyHidden>
    </Toggle>
  );
}
