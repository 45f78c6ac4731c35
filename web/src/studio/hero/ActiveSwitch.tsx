import styled from 'styled-components';

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 2.5rem;
  padding: 0 0.7rem 0 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.indigo900};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;

  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.indigo300};
    outline-offset: 2px;
  }
`;

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 2.5rem;
  height: 1.4rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $on, theme }) => ($on ? theme.colors.success : theme.colors.inkMuted)};
  transition: background ${({ theme }) => theme.motion.base};

  &::after {
    content: '';
    position: absolute;
    top: 0.2rem;
    left: ${({ $on }) => ($on ? '1.3rem' : '0.2rem')};
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.white};
    transition: left ${({ theme }) => theme.motion.base};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &::after {
      transition: none;
    }
  }
`;

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
    <Switch
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`Active: ${subject}`}
      aria-disabled={saving}
      aria-busy={saving}
      onClick={() => !saving && onChange(!active)}
    >
      <Track $on={active} aria-hidden="true" />
      Active
      <State aria-hidden="true">{active ? 'On home page' : 'Hidden'}</State>
    </Switch>
  );
}
