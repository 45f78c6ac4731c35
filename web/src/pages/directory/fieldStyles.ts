import styled, { css } from 'styled-components';

/** Text inputs and selects of the filter bar. */
export const fieldStyles = css`
  height: 2.9rem;
  padding: 0 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  transition: border-color ${({ theme }) => theme.motion.base}, box-shadow ${({ theme }) => theme.motion.base};

  &:hover { border-color: ${({ theme }) => theme.colors.indigo300}; }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.indigo700};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.indigo100};
  }
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
