import styled, { css } from 'styled-components';
import type { Layout } from '../../components/LayoutToggle';

export const TailorGrid = styled.ul<{ $layout: Layout }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $layout, theme }) =>
    $layout === 'grid'
      ? css`
          ${theme.media.sm} {
            grid-template-columns: repeat(2, 1fr);
          }
          ${theme.media.lg} {
            grid-template-columns: repeat(3, 1fr);
          }
        `
      : css`
          grid-template-columns: 1fr;
        `}
`;
