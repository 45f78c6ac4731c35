import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import styled from 'styled-components';
import { AuthSpinner } from './AuthSpinner';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { NavigationSpinner } from './NavigationSpinner';
import { SearchModalProvider } from './search/SearchModalContext';
import { showsSiteChrome } from './siteChrome';
import { SkipLink } from './SkipLink';
import { ToastProvider } from '../components/toast/ToastProvider';
import { usePasswordGate } from './usePasswordGate';

const Main = styled.main<{ $belowHeader: boolean }>`
  display: block;
  min-height: 70vh;
  padding-top: ${({ theme, $belowHeader }) => ($belowHeader ? theme.layout.headerHeight : '0')};

  &:focus {
    outline: none;
  }
`;

/** Header, main landmark and footer around every page; the home page runs under the header. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const withChrome = showsSiteChrome(pathname);
  const isHome = pathname === '/';
  usePasswordGate();

  return (
    <ToastProvider>
      <SearchModalProvider>
        <SkipLink href="#main-content">Skip to main content</SkipLink>
        {withChrome ? <Header overHero={isHome} /> : null}
        <Main id="main-content" tabIndex={-1} $belowHeader={withChrome && !isHome}>
          <Outlet />
        </Main>
        {withChrome ? <Footer /> : null}
        <NavigationSpinner />
        <AuthSpinner />
        <ScrollRestoration />
      </SearchModalProvider>
    </ToastProvider>
  );
}
