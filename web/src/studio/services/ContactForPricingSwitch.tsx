import styled from 'styled-components';

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: 0.6rem;
  min-height: 2.75rem;
  padding: 0 0.9rem 0 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.indigo900};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;

  &:disabled {
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

  &::after {
    content: '';
    position: absolute;
    top: 0.2rem;
    left: ${({ $on }) => ($on ? '1.3rem' : '0.2rem')};
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.white};
  }
`;

interface ContactForPricingSwitchProps {
  on: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
}

/** Spec section 2: on, the three prices give way to an optional price range and the service is listed at 0. */
export function ContactForPricingSwitch({ on, onChange, disabled, describedBy }: ContactForPricingSwitchProps) {
  return (
    <Switch
      type="button"
      role="switch"
      aria-checked={on}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!on)}
    >
      <Track $on={on} aria-hidden="true" />
      Contact for Pricing
    </Switch>
  );
}
