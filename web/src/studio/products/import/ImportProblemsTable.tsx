import styled from 'styled-components';
import { problemFrame } from '../../kit/ProblemCard';
import { problemCount, type CsvProblem } from './importSteps';

const Frame = styled.section`
  ${problemFrame}
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]}`};
  min-width: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    color: ${({ theme }) => theme.colors.inkSoft};
    font-weight: 600;
  }
  col.row {
    width: 3.5rem;
  }
  col.column {
    width: 30%;
  }
  code {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** Every problem of a checked file, by row (as a spreadsheet numbers them) and column. */
export function ImportProblemsTable({ problems }: { problems: readonly CsvProblem[] }) {
  return (
    <Frame aria-labelledby="csv-problems-heading">
      <h3 id="csv-problems-heading">{problemCount(problems.length)} found</h3>
      <p>Nothing was imported. Correct these in your spreadsheet, save it as CSV and check the file again.</p>
      <Table>
        <colgroup>
          <col className="row" />
          <col className="column" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((problem, index) => (
            <tr key={index}>
              <td>{problem.row}</td>
              <td>{problem.column ? <code>{problem.column}</code> : 'Whole row'}</td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
