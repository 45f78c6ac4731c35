import styled from 'styled-components';

/** A list of full-width record cards, one under another (use `as="ul"` where order means nothing). */
export const CardStack = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
