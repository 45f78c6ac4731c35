import { Link } from 'react-router';
import styled from 'styled-components';
import { ArrowLeftIcon } from '../../components/icons';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0.55rem ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.indigo100};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;

  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.07);
    color: ${({ theme }) => theme.colors.white};
  }
`;

export function BackToSiteLink() {
  return (
    <BackLink to="/">
      <ArrowLeftIcon />
      Back to Site
    </BackLink>
  );
}
