import { Suspense } from 'react';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { useAuth } from '../../auth/useAuth';
import { loginPathReturningTo } from '../../auth/signInTarget';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { RefreshIcon } from '../../components/icons';
import { FavouritesLists } from './FavouritesLists';
import { FAVOURITES_REFRESH_MS } from './favouritesRefresh';
import { useRefreshKey } from './useRefreshKey';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  padding-block: ${({ theme }) => theme.space[7]};
`;

const Heading = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};

  h1 { font-size: ${({ theme }) => theme.fontSizes['4xl']}; }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** The signed-in user's favourites, refreshed every 30 seconds and on demand; visitors go to sign in. */
export function FavouritesPage() {
  const { user, loading } = useAuth();
  const { key, refresh } = useRefreshKey(FAVOURITES_REFRESH_MS);
  if (loading) return <LoadingIndicator label="Loading" />;
  if (!user) return <Navigate to={loginPathReturningTo('/favourites')} replace />;
  return (
    <Page>
      <title>Favourites — Adire</title>
      <Heading>
        <h1>My Favourites</h1>
        <Button $variant="secondary" onClick={refresh}>
          <RefreshIcon />
          Refresh
        </Button>
      </Heading>
      <ErrorBoundary resetKey={key} fallback={() => <Problem role="alert">Failed to load favourites</Problem>}>
        <Suspense fallback={<LoadingIndicator label="Loading favourites" />}>
          <FavouritesLists fetchKey={key} />
        </Suspense>
      </ErrorBoundary>
    </Page>
  );
}
