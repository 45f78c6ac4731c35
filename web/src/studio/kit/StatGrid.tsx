import styled, { css } from 'styled-components';

const rowOfFour = css`
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const asManyAsFit = css`
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
`;

/**
 * A group of figure cards (and what stands in for it while they load or fail): a page's headline
 * row of up to four, or `$tiles`, as many compact tiles a row as fit (a dashboard section).
 */
export const StatGrid = styled.section<{ $tiles?: boolean }>`
  display: grid;
  ${({ $tiles }) => ($tiles ? asManyAsFit : rowOfFour)}
`;
