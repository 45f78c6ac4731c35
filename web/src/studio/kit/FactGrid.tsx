import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Label-and-value facts of a studio record (a <dl> of <div><dt/><dd/></div>), as many a row as fit. */
export const FactGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  margin: 0;

  div {
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.indigo700};
  }
`;

/** One fact of a FactGrid: its label and value. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
