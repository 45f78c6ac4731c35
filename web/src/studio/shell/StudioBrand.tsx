import { Link } from 'react-router';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: baseline;
  gap: 0.5rem;
  color: ${({ theme }) => theme.colors.ivory};
  text-decoration: none;

  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.6rem;
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.22em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.ochre};
  }
`;

/** The studio's wordmark; it leads to the dashboard. */
export function StudioBrand() {
  return (
    <BrandLink to="/studio">
      <strong>Adire</strong> <span>Studio</span>
      <VisuallyHidden> dashboard</VisuallyHidden>
    </BrandLink>
  );
}
