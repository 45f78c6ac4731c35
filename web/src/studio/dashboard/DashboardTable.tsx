import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

// Focusable so keyboard users can scroll a table wider than the panel.
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    text-align: left;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.indigo900};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    text-align: left;
    vertical-align: middle;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }

  thead th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.inkMuted};
    background: ${({ theme }) => theme.colors.ivory};
  }

  time {
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.indigo50};
  }
  td[data-numeric],
  th[data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

interface DashboardTableProps {
  caption: string;
  /** The header row's cells. */
  head: ReactNode;
  children: ReactNode;
}

/** A captioned data table that scrolls sideways on narrow screens. */
export function DashboardTable({ caption, head, children }: DashboardTableProps) {
  const captionId = useId();
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Scroller>
  );
}
