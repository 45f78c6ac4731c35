import { Link } from 'react-router';
import styled from 'styled-components';

/** A text link of the desktop header (Explore Brands, the menu labels): uppercase, underlined on hover. */
export const HeaderTextLink = styled(Link)`
  padding: 0.5rem 0.25rem;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-decoration: none;
  background: linear-gradient(currentColor, currentColor) no-repeat 0 100% / 0 1px;
  transition: background-size ${({ theme }) => theme.motion.base};

  &:hover {
    background-size: 100% 1px;
  }
`;
