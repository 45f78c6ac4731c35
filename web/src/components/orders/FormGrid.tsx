import styled from 'styled-components';

/** Form fields in one column on phones and two from the small breakpoint up. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  & > .wide {
    grid-column: 1 / -1;
  }
`;
