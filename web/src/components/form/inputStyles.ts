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

// The chevron is drawn inline so nothing loads from elsewhere.
const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%232b3a7a' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`;

/** Drop-downs of forms: the text input's box, border and type, with a drawn chevron instead of the browser's arrow. */
export const selectInputStyles = css`
  ${inputStyles}
  padding-right: 2.6rem;
  appearance: none;
  cursor: pointer;

  /* Browsers count a select as read-only (it is not), so this repeats the read-only rule's selector. */
  &,
  &:read-only {
    background: ${({ theme }) => theme.colors.paper} ${CHEVRON} no-repeat right 0.9rem center / 1rem;
    color: ${({ theme }) => theme.colors.ink};
  }
  &:disabled {
    cursor: not-allowed;
    background-color: ${({ theme }) => theme.colors.ivoryDeep};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;
