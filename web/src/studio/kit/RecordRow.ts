import styled from 'styled-components';

/**
 * A list's one-line record (a product, a service): thumbnail and body side by side, the side
 * column (price, actions) below them on a phone and at the right from medium widths.
 */
export const RecordRow = styled.article<{ $compact?: boolean }>`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  padding: ${({ $compact, theme }) => ($compact ? theme.space[3] : theme.space[4])};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 5.5rem minmax(0, 1fr) auto;
  }
`;

/** The list of a page's rows, one under another. */
export const RecordRows = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
