import styled, { css } from 'styled-components';

/** Reviews one under another, or (`$columns`) side by side from tablet width up. */
export const ReviewList = styled.ul<{ $columns?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $columns, theme }) =>
    $columns &&
    css`
      ${theme.media.md} {
        grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
      }
    `}
`;
