import styled from 'styled-components';
import { SwitchButton, SwitchTrack } from '../kit/SwitchButton';

const State = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface ActiveSwitchProps {
  active: boolean;
  /** The slide's title, so each switch has its own name: 'Active: New in'. */
  subject: string;
  saving: boolean;
  onChange: (active: boolean) => void;
}

/** Shows a slide on the home page or hides it: a switch named 'Active', on or off. */
export function ActiveSwitch({ active, subject, saving, onChange }: ActiveSwitchProps) {
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
      <State aria-hidden="true">{active ? 'On home page' : 'Hidden'}</State>
    </SwitchButton>
  );
}
