import styled from 'styled-components';

/** A studio list's filter bar: search, selects and sort controls, as many a row as fit beside the sidebar. */
export const FilterBar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};

  /* As many columns as fit beside the studio sidebar; the controls wrap rather than overflow. */
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  }
`;

/** A cell two columns wide: the search box, or a select with long options ('All statuses (1,204)'). */
export const FilterBarWide = styled.div`
  ${({ theme }) => theme.media.md} {
    grid-column: span 2;
  }
`;
