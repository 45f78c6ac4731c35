import styled from 'styled-components';

// Focusable, so keyboard users can scroll the table sideways should it be wider than the panel.
export const TableScroller = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * The subscribers table. Narrow screens show each subscriber as a block of labelled lines (the
 * cells carry their column's name in data-label); from md up it is an ordinary table. The cells
 * carry explicit roles, so the table stays a table for assistive technology in either layout.
 */
export const SubscriberTableGrid = styled.table`
  display: block;
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  tbody,
  tr {
    display: block;
  }
  tr + tr {
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
  tr {
    padding: ${({ theme }) => theme.space[4]};
  }
  th[scope='row'] {
    display: block;
    padding-bottom: ${({ theme }) => theme.space[2]};
    text-align: left;
  }
  td {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding-block: ${({ theme }) => theme.space[1]};
  }
  td::before {
    content: attr(data-label);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  td[data-action] {
    padding-top: ${({ theme }) => theme.space[3]};
  }
  td[data-action]::before {
    content: none;
  }
  td[data-action] button {
    width: 100%;
  }

  ${({ theme }) => theme.media.md} {
    display: table;

    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      display: table-header-group;
    }
    tbody {
      display: table-row-group;
    }
    tr {
      display: table-row;
      padding: 0;
    }
    th,
    td,
    th[scope='row'] {
      display: table-cell;
      padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
      text-align: left;
      vertical-align: middle;
      border-top: 1px solid ${({ theme }) => theme.colors.line};
    }
    td::before {
      content: none;
    }
    td[data-action] button {
      width: auto;
    }
    thead th {
      border-top: 0;
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: 600;
      letter-spacing: 0.1em;
      text-transform: uppercase;
      white-space: nowrap;
      color: ${({ theme }) => theme.colors.inkMuted};
      background: ${({ theme }) => theme.colors.ivory};
    }
    td[data-numeric],
    th[data-numeric] {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
  }
`;

/** The subscriber's address (wrapping anywhere, addresses are long) with their name beneath. */
export const SubscriberName = styled.span`
  display: grid;
  gap: 0.1rem;
  min-width: 11rem;
  overflow-wrap: anywhere;

  strong {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
  span {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;
