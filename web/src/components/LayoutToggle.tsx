import styled from 'styled-components';
import { GridIcon, ListIcon } from './icons';

export type Layout = 'grid' | 'list';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.paper};
`;

const Option = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.6rem;
  height: 2.6rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.indigo900};
    color: ${({ theme }) => theme.colors.ivory};
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** Grid / list switch; each option is a toggle button reporting its state with aria-pressed. */
export function LayoutToggle({
  value,
  onChange,
  label = 'Layout',
}: {
  value: Layout;
  onChange: (layout: Layout) => void;
  label?: string;
}) {
  return (
    <Group role="group" aria-label={label}>
      <Option type="button" aria-pressed={value === 'grid'} aria-label="Grid view" onClick={() => onChange('grid')}>
        <GridIcon />
      </Option>
      <Option type="button" aria-pressed={value === 'list'} aria-label="List view" onClick={() => onChange('list')}>
        <ListIcon />
      </Option>
    </Group>
  );
}
