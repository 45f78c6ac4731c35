import { Link } from 'react-router';
import styled from 'styled-components';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  color: inherit;
  text-decoration: none;
`;

const Mark = styled.span`
  position: relative;
  width: 1.9rem;
  height: 1.9rem;
  border-radius: 50%;
  border: 1.5px solid currentColor;

  &::before,
  &::after {
    content: '';
    position: absolute;
    border-radius: 50%;
  }
  &::before {
    inset: 5px;
    border: 1.5px solid ${({ theme }) => theme.colors.ochre};
  }
  &::after {
    inset: 11px;
    background: currentColor;
  }
`;

const Wordmark = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.7rem;
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  line-height: 1;
`;

export function Logo() {
  return (
    <LogoLink to="/" aria-label="Adire home">
      <Mark aria-hidden="true" />
      <Wordmark aria-hidden="true">Adire</Wordmark>
    </LogoLink>
  );
}
