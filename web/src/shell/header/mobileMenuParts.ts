import { Link } from 'react-router';
import styled from 'styled-components';

/** Rows of the mobile menu: links and accordion buttons share one look. */
export const rowStyles = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 0.7rem 0;
  border: 0;
  background: none;
  text-align: left;
  text-decoration: none;
`;

export const MenuLink = styled(Link)`
  ${rowStyles}
  color: ${({ theme }) => theme.colors.indigo900};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-family: ${({ theme }) => theme.fonts.display};
`;

export const SignUpNote = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};

  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;
