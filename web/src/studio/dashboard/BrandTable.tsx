import styled from 'styled-components';
import { DashboardTable } from './DashboardTable';

const Empty = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface BrandTableProps {
  caption: string;
  /** Said instead of the table when there are no brands. */
  empty: string;
  /** The headings of the figures' columns, after Brand. */
  columns: readonly string[];
  /** Each brand with its figures, formatted, in the columns' order. */
  rows: readonly { id: string; name: string; figures: readonly string[] }[];
}

/** Brands by name with their figures, right-aligned; a short line instead when there are none. */
export function BrandTable({ caption, empty, columns, rows }: BrandTableProps) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <DashboardTable
      caption={caption}
      head={
        <>
          <th scope="col">Brand</th>
          {columns.map((column) => (
            <th key={column} scope="col" data-numeric>
              {column}
            </th>
          ))}
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <th scope="row">{row.name}</th>
          {row.figures.map((figure, index) => (
            <td key={columns[index]} data-numeric>
              {figure}
            </td>
          ))}
        </tr>
      ))}
    </DashboardTable>
  );
}
