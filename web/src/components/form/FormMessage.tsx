import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

type Tone = 'error' | 'info' | 'success';

const tones = {
  error: css`
    background: ${({ theme }) => theme.colors.terracottaLight};
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.terracottaDark};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.indigo50};
    border-color: ${({ theme }) => theme.colors.indigo600};
    color: ${({ theme }) => theme.colors.indigo900};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successLight};
    border-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.success};
  `,
};

const Box = styled.div<{ $tone: Tone }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-left: 4px solid;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $tone }) => tones[$tone]}

  a {
    color: inherit;
    font-weight: 600;
  }
`;

/** A message above or inside a form: errors are alerts, other tones polite status messages. */
export function FormMessage({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
