import { useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { MenuIcon } from '../../components/icons';
import { sidebarGround, StudioMobileMenu, StudioSidebarContent } from './StudioSidebar';
import { StudioUserMenu } from './StudioUserMenu';

const Frame = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.indigo50};

  ${({ theme }) => theme.media.lg} {
    display: grid;
    grid-template-columns: 16.5rem minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside`
  display: none;

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: 0;
    display: block;
    height: 100vh;
    overflow-y: auto;
    ${sidebarGround}
  }
`;

const TopBar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.layout.gutter}`};
  background: rgba(250, 246, 238, 0.96);
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  backdrop-filter: blur(6px);
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0.45rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.indigo900};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  ${({ theme }) => theme.media.lg} {
    visibility: hidden;
  }
`;

const Content = styled.div`
  padding: ${({ theme }) => `${theme.space[6]} ${theme.layout.gutter} ${theme.space[8]}`};
`;

/** The studio frame: sidebar (a slide-in menu on small screens), a top bar with the user menu, the page. */
export function StudioLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <Frame>
      <Sidebar aria-label="Studio sidebar">
        <StudioSidebarContent />
      </Sidebar>
      <div>
        <TopBar>
          <MenuButton
            type="button"
            aria-label="Open studio menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
            Menu
          </MenuButton>
          <StudioUserMenu />
        </TopBar>
        <Content>
          <Outlet />
        </Content>
      </div>
      {menuOpen ? <StudioMobileMenu onClose={closeMenu} /> : null}
    </Frame>
  );
}
