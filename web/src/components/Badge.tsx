import styled, { css } from 'styled-components';

export type BadgeTone = 'indigo' | 'ochre' | 'success' | 'terracotta' | 'glass';

const tones = {
  indigo: css`
    background: ${({ theme }) => theme.colors.indigo100};
    color: ${({ theme }) => theme.colors.indigo800};
  `,
  ochre: css`
    background: ${({ theme }) => theme.colors.ochreLight};
    color: ${({ theme }) => theme.colors.ochreDark};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successLight};
    color: ${({ theme }) => theme.colors.success};
  `,
  terracotta: css`
    background: ${({ theme }) => theme.colors.terracotta};
    color: ${({ theme }) => theme.colors.white};
  `,
  glass: css`
    background: rgba(255, 253, 248, 0.92);
    color: ${({ theme }) => theme.colors.indigo900};
  `,
};

/** A short label in a pill. It never wraps inside itself: a row of badges wraps between them (BadgeRow). */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  max-width: 100%;
  vertical-align: middle;
  gap: 0.3rem;
  padding: 0.2rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.04em;
  line-height: 1.4;
  white-space: nowrap;
  ${({ $tone = 'indigo' }) => tones[$tone]}

  svg {
    flex: none;
    width: 0.9rem;
    height: 0.9rem;
  }
`;

/** Badges side by side, wrapping between badges (never inside one) with the same gap across and down. */
export const BadgeRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
