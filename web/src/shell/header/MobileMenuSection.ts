import styled from 'styled-components';

/** A titled group of the mobile menu (About, Categories, Account). */
export const MobileMenuSection = styled.section`
  padding: ${({ theme }) => theme.space[4]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.ochreDark};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
