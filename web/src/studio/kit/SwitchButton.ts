import styled from 'styled-components';

/**
 * A labelled on/off switch: a button with role="switch" and aria-checked, holding a SwitchTrack
 * (aria-hidden) and its words. Busy switches set disabled or aria-disabled.
 */
export const SwitchButton = styled.button`
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

  &:disabled,
  &[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.indigo300};
    outline-offset: 2px;
  }
`;

/** The switch's track and knob: green and to the right when on. */
export const SwitchTrack = styled.span<{ $on: boolean }>`
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
