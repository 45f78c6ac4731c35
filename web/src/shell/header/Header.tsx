import { useState } from 'react';
import styled, { css } from 'styled-components';
import { Container } from '../../components/Container';
import { MenuIcon, SearchIcon } from '../../components/icons';
import { useScrolledPast } from '../../hooks/useScrolledPast';
import { HeaderAccount } from './HeaderAccount';
import { HeaderIconButton } from './HeaderIconButton';
import { HeaderTextLink } from './HeaderTextLink';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { EXPLORE_BRANDS, HEADER_MENUS } from './navigation';
import { useOpenSearch } from './useOpenSearch';

const SOLID_AFTER_PX = 20;

const Bar = styled.header<{ $solid: boolean; $overHero: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  display: flex;
  align-items: center;
  color: ${({ theme, $overHero }) => ($overHero ? theme.colors.ivory : theme.colors.indigo900)};
  background: transparent;
  transition:
    background ${({ theme }) => theme.motion.slow},
    box-shadow ${({ theme }) => theme.motion.slow},
    color ${({ theme }) => theme.motion.slow};

  ${({ $solid }) =>
    $solid &&
    css`
      background: rgba(250, 246, 238, 0.97);
      box-shadow: ${({ theme }) => theme.shadows.header};
      backdrop-filter: saturate(140%) blur(8px);
    `}
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[5]};
`;

const DesktopNav = styled.nav`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    display: flex;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const MenuButton = styled(HeaderIconButton)`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/** The fixed site header. Over the home page's hero it starts transparent with light text. */
export function Header({ overHero }: { overHero: boolean }) {
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const openSearch = useOpenSearch();

  return (
    <Bar $solid={scrolled} $overHero={overHero && !scrolled}>
      <Inner>
        <Logo />
        <DesktopNav aria-label="Main">
          {HEADER_MENUS.map((menu) => (
            <NavDropdown key={menu.label} menu={menu} />
          ))}
          <HeaderTextLink to={EXPLORE_BRANDS.href}>{EXPLORE_BRANDS.label}</HeaderTextLink>
        </DesktopNav>
        <Actions>
          <HeaderIconButton type="button" aria-label="Search" onClick={openSearch}>
            <SearchIcon />
          </HeaderIconButton>
          <HeaderAccount />
          <MenuButton
            type="button"
            aria-label="Open menu"
            aria-expanded={mobileMenuOpen}
            aria-haspopup="dialog"
            onClick={() => setMobileMenuOpen(true)}
          >
            <MenuIcon />
          </MenuButton>
        </Actions>
      </Inner>
      {mobileMenuOpen ? <MobileMenu onClose={() => setMobileMenuOpen(false)} onSearch={openSearch} /> : null}
    </Bar>
  );
}
