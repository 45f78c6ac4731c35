import styled from 'styled-components';
import { GridIcon, ListIcon } from './icons';

export type Layout = 'grid' | 'list';

/* Only as wide as its two buttons wherever it sits (a stretched grid item read as an empty box). */
const Group = styled.div`
  display: inline-flex;
  flex: none;
  justify-self: start;
  align-self: end;
  width: max-content;
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
  color: ${({ theme }) => theme.colors.inkSoft};

  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.lineStrong};
  }

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
      <Option
        type="button"
        aria-pressed={value === 'grid'}
        aria-label="Grid view"
        title="Grid view"
        onClick={() => onChange('grid')}
      >
        <GridIcon aria-hidden="true" />
      </Option>
      <Option
        type="button"
        aria-pressed={value === 'list'}
        aria-label="List view"
        title="List view"
        onClick={() => onChange('list')}
      >
        <ListIcon aria-hidden="true" />
      </Option>
    </Group>
  );
}
