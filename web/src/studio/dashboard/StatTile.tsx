import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Tile = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.ivory};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-top: 3px solid ${({ theme }) => theme.colors.indigo700};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Label = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Value = styled.div`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 600;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.indigo900};

  sup { font-size: 0.6em; color: ${({ theme }) => theme.colors.ochreDark}; }
`;

const Note = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface StatTileProps {
  label: string;
  value: ReactNode;
  note?: string;
}

/** One figure, grouped and named by its label for assistive technology. */
export function StatTile({ label, value, note }: StatTileProps) {
  const labelId = useId();
  return (
    <Tile role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      <Value>{value}</Value>
      {note ? <Note>{note}</Note> : null}
    </Tile>
  );
}
