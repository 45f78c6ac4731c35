import styled, { css } from 'styled-components';

/** On a phone the figures share one compact row, so the list under them starts on the first screen. */
const rowOfFour = css`
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-auto-flow: row;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
    margin-bottom: ${({ theme }) => theme.space[6]};
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
 * row of up to four (StatCards are compact there on a phone), or `$tiles`, as many compact tiles a row as fit (a dashboard section).
 */
export const StatGrid = styled.section<{ $tiles?: boolean }>`
  display: grid;
  ${({ $tiles }) => ($tiles ? asManyAsFit : rowOfFour)}
`;
