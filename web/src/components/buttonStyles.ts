import { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.indigo900};
    color: ${({ theme }) => theme.colors.ivory};
    border-color: ${({ theme }) => theme.colors.indigo900};
    &:hover {
      background: ${({ theme }) => theme.colors.indigo700};
      border-color: ${({ theme }) => theme.colors.indigo700};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.indigo900};
    border-color: ${({ theme }) => theme.colors.indigo900};
    &:hover {
      background: ${({ theme }) => theme.colors.indigo900};
      color: ${({ theme }) => theme.colors.ivory};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.terracotta};
    color: ${({ theme }) => theme.colors.white};
    border-color: ${({ theme }) => theme.colors.terracotta};
    &:hover {
      background: ${({ theme }) => theme.colors.terracottaDark};
      border-color: ${({ theme }) => theme.colors.terracottaDark};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.indigo800};
    border-color: transparent;
    &:hover {
      background: ${({ theme }) => theme.colors.indigo50};
    }
  `,
  light: css`
    background: ${({ theme }) => theme.colors.ivory};
    color: ${({ theme }) => theme.colors.indigo900};
    border-color: ${({ theme }) => theme.colors.ivory};
    &:hover {
      background: ${({ theme }) => theme.colors.white};
    }
  `,
};

const sizes = {
  sm: css`
    padding: 0.45rem 0.9rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    padding: 0.7rem 1.35rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    padding: 0.95rem 1.9rem;
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
};

/** Shared by buttons and links that look like buttons. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  text-decoration: none;
  line-height: 1.2;
  white-space: nowrap;
  transition:
    background ${({ theme }) => theme.motion.base},
    color ${({ theme }) => theme.motion.base},
    border-color ${({ theme }) => theme.motion.base};

  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  svg {
    width: 1.1em;
    height: 1.1em;
    flex: none;
  }
`;

/** A round, borderless button that holds one icon; always give it an aria-label. */
export const roundIconButton = css`
  display: grid;
  place-items: center;
  width: 2.4rem;
  height: 2.4rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
`;
