import { css } from 'styled-components';

/** The small square buttons (and links) on a studio card. */
export const actionStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-width: 2.5rem;
  height: 2.5rem;
  padding: 0 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.indigo800};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: none;
  transition:
    background ${({ theme }) => theme.motion.base},
    border-color ${({ theme }) => theme.motion.base};

  &:hover {
    background: ${({ theme }) => theme.colors.indigo50};
    border-color: ${({ theme }) => theme.colors.indigo300};
  }
  svg {
    width: 1.1rem;
    height: 1.1rem;
    flex: none;
  }
`;
