import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { EMPTY_VALUE, changeValue, fieldLabel } from '../kit/auditWording';

/*
 * On a phone each change is a small block (the field, then from and to side by side, each with its
 * heading); from 600 px it is a plain three-column table. The explicit roles keep the table's
 * meaning for screen readers when the display changes.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  thead,
  tbody,
  tr {
    display: block;
  }
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  tr {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
  }
  th,
  td {
    display: block;
    min-width: 0;
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  tbody th {
    grid-column: 1 / -1;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  td::before {
    content: attr(data-label);
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  td[data-empty='true'] {
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  ${({ theme }) => theme.media.sm} {
    display: table;
    table-layout: fixed;

    thead {
      display: table-header-group;
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }
    tbody {
      display: table-row-group;
    }
    tr {
      display: table-row;
      padding: 0;
      border-top: 0;
    }
    th,
    td {
      display: table-cell;
      padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
      border-top: 1px solid ${({ theme }) => theme.colors.line};
    }
    th:first-child {
      padding-left: 0;
    }
    thead th {
      border-top: 0;
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: 600;
      letter-spacing: 0.08em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.colors.inkMuted};
    }
    td::before {
      content: none;
    }
  }
`;

interface Change {
  readonly field: string;
  readonly from: string | null | undefined;
  readonly to: string | null | undefined;
}

function Value({ label, value }: { label: string; value: string | null | undefined }) {
  const text = changeValue(value);
  return (
    <td role="cell" data-label={label} data-empty={text === EMPTY_VALUE}>
      {text}
    </td>
  );
}

/** The fields a write changed: the field, what it was and what it became ('—' for nothing). */
export function ChangesTable({ changes }: { changes: readonly Change[] }) {
  return (
    <Table role="table">
      <VisuallyHidden as="caption">Changed fields</VisuallyHidden>
      <colgroup>
        <col style={{ width: '30%' }} />
        <col />
        <col />
      </colgroup>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            Field
          </th>
          <th role="columnheader" scope="col">
            From
          </th>
          <th role="columnheader" scope="col">
            To
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {changes.map((change) => (
          <tr role="row" key={change.field}>
            <th role="rowheader" scope="row">
              {fieldLabel(change.field)}
            </th>
            <Value label="From" value={change.from} />
            <Value label="To" value={change.to} />
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
