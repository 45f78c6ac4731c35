import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { studioPanelStyles } from './surfaces';

const Label = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Value = styled.div<{ $compact?: boolean }>`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ $compact, theme }) => ($compact ? theme.fontSizes['2xl'] : theme.fontSizes['3xl'])};
  font-weight: ${({ $compact }) => ($compact ? 600 : 'inherit')};
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.indigo900};

  sup {
    font-size: 0.6em;
    color: ${({ theme }) => theme.colors.ochreDark};
  }
`;

const Note = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Below the sm breakpoint a headline card shrinks to its label and figure (the note stays for screen readers). */
const onAPhone = css`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    padding: ${({ theme }) => theme.space[2]};

    ${Label} {
      font-size: 0.625rem;
      letter-spacing: 0.04em;
      hyphens: auto;
      /* Where the browser has no hyphenation for the language, a long word still breaks rather than spills. */
      overflow-wrap: anywhere;
    }
    ${Value} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
    ${Note} {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

const Card = styled.div<{ $compact?: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};

  ${({ $compact, theme }) =>
    $compact
      ? css`
          padding: ${theme.space[4]};
          background: ${theme.colors.ivory};
          border: 1px solid ${theme.colors.line};
          border-radius: ${theme.radii.md};
        `
      : css`
          ${studioPanelStyles}
          ${onAPhone}
        `}
  border-top: 3px solid ${({ theme }) => theme.colors.indigo700};
`;

interface StatCardProps {
  label: string;
  value: ReactNode;
  note?: string;
  /** A smaller tile, for a dashboard section with many figures. */
  compact?: boolean;
}

/** One figure, grouped and named by its label for assistive technology. */
export function StatCard({ label, value, note, compact }: StatCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} $compact={compact}>
      <Label id={labelId}>{label}</Label>
      <Value $compact={compact}>{value}</Value>
      {note ? <Note>{note}</Note> : null}
    </Card>
  );
}
