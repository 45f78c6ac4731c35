import styled from 'styled-components';

/** Label-and-value facts of a detail page (a <dl> of <div><dt/><dd/></div> rows), ruled between rows. */
export const FactList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  div {
    display: grid;
    gap: 0.15rem;
    padding-bottom: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  dd {
    margin: 0;
  }
`;
