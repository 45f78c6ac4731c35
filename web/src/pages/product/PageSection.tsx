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

/** A row of cards that scrolls sideways and stops on a card's edge. */
export const CardRow = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[2]};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 0;

  & > li {
    flex: 0 0 11rem;
    scroll-snap-align: start;
  }

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[5]};

    & > li {
      flex-basis: 14rem;
    }
  }
`;
