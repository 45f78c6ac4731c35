import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

// Focusable so keyboard users can scroll a table wider than the panel (phones). Positioned so the
// row controls' screen-reader-only labels (absolutely placed) stay inside it instead of widening the page.
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.paper};
`;

const Table = styled.table`
  width: 100%;
  /* Separate borders travel with the sticky row header; collapsed ones would stay behind. */
  border-collapse: separate;
  border-spacing: 0;
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
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
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
  /* The row header stays in view while a narrow screen scrolls the other columns. */
  tbody th,
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
  }
  tbody th {
    background: ${({ theme }) => theme.colors.paper};
  }
  tbody tr:hover > * {
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

/** A captioned data table that fits its panel on a desktop and scrolls sideways, in its panel, on narrow screens. */
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
