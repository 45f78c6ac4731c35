import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { fieldStyles } from '../../components/filters/fieldStyles';
import { SortAscendingIcon } from './icons';
export type SortDirection = 'asc' | 'desc';

const Toggle = styled.button`
  ${fieldStyles}
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.indigo900};

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.indigo900};
    border-color: ${({ theme }) => theme.colors.indigo900};
    color: ${({ theme }) => theme.colors.ivory};
  }
`;

/** The ascending/descending switch: pressed means ascending, released the default, descending. */
export function SortDirectionToggle({
  order,
  onChange,
}: {
  order: SortDirection;
  onChange: (order: SortDirection) => void;
}) {
  const ascending = order === 'asc';
  return (
    <Toggle type="button" aria-pressed={ascending} onClick={() => onChange(ascending ? 'desc' : 'asc')}>
      <SortAscendingIcon />
      <VisuallyHidden>Sort </VisuallyHidden>
      Ascending
    </Toggle>
  );
}
