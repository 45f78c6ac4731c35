import styled from 'styled-components';

/** The figure tiles of a dashboard section, as many a row as fit. */
export const StatGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
`;
