import { Suspense } from 'react';
import styled from 'styled-components';
import { useAuth } from '../../auth/useAuth';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { RefreshIcon } from '../../components/icons';
import { FavouritesLists } from './FavouritesLists';
import { FavouritesSignedOut } from './FavouritesSignedOut';
import { FAVOURITES_REFRESH_MS } from './favouritesRefresh';
import { useRefreshKey } from '../../hooks/useRefreshKey';
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

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** The signed-in user's favourites, refreshed every 30 seconds and on demand; visitors are asked to sign in. */
export function FavouritesPage() {
  const { user, loading } = useAuth();
  const { key, refresh } = useRefreshKey(FAVOURITES_REFRESH_MS);
  if (loading) return <LoadingIndicator label="Loading" />;
  return (
    <Page>
      <title>Favourites — Adire</title>
      <Heading>
        <h1>My Favourites</h1>
        {user ? (
          <Button $variant="secondary" onClick={refresh}>
            <RefreshIcon />
            Refresh
          </Button>
        ) : null}
      </Heading>
      {user ? <FavouritesContent refreshKey={key} /> : <FavouritesSignedOut />}
    </Page>
  );
}

function FavouritesContent({ refreshKey: key }: { refreshKey: number }) {
  return (
    <>
      <ErrorBoundary resetKey={key} fallback={() => <Problem role="alert">Failed to load favourites</Problem>}>
        <Suspense fallback={<LoadingIndicator label="Loading favourites" />}>
          <FavouritesLists fetchKey={key} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
