import styled from 'styled-components';
import { Button } from '../../../components/Button';

/** Only a narrow screen needs it: from md up the controls are always shown. */
const Toggle = styled(Button)`
  justify-self: start;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

interface FiltersToggleProps {
  controlsId: string;
  open: boolean;
  /** How many of the hidden controls are set. */
  count: number;
  onToggle: () => void;
}

/** 'Filters (n)': shows or hides a filter bar's controls on a phone. */
export function FiltersToggle({ controlsId, open, count, onToggle }: FiltersToggleProps) {
  return (
    <Toggle type="button" $variant="secondary" aria-expanded={open} aria-controls={controlsId} onClick={onToggle}>
      Filters ({count})
    </Toggle>
  );
}
