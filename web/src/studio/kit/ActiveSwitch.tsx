import styled from 'styled-components';
import { SwitchButton, SwitchTrack } from './SwitchButton';

const State = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface ActiveSwitchProps {
  active: boolean;
  /** The record's name, so each switch has its own name: 'Active: New in'. */
  subject: string;
  /** The words beside the switch when on, e.g. 'On home page' or 'Shown'; off reads 'Hidden'. */
  onLabel: string;
  saving: boolean;
  onChange: (active: boolean) => void;
}

/** Shows a record on the site or hides it: a switch named 'Active', on or off. */
export function ActiveSwitch({ active, subject, onLabel, saving, onChange }: ActiveSwitchProps) {
  return (
    <SwitchButton
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`Active: ${subject}`}
      aria-disabled={saving}
      aria-busy={saving}
      onClick={() => !saving && onChange(!active)}
    >
      <SwitchTrack $on={active} aria-hidden="true" />
      Active
      <State aria-hidden="true">{active ? onLabel : 'Hidden'}</State>
    </SwitchButton>
  );
}
