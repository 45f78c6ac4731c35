import styled from 'styled-components';

/** A titled band below the product (more from the brand, its reviews). */
export const PageSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[7]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  min-width: 0;
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;
