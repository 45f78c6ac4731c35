import { css } from 'styled-components';

/** Border, colours and hover/focus states shared by every text input and select. */
export const controlChrome = css`
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  transition:
    border-color ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.indigo300};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.indigo700};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.indigo100};
  }
`;

/** Text inputs of forms (sign-in, profile, ...). */
export const inputStyles = css`
  width: 100%;
  height: 3rem;
  padding: 0 0.95rem;
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${controlChrome}
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:read-only {
    background: ${({ theme }) => theme.colors.ivoryDeep};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;
