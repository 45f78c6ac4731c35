import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { PageBody } from '../../components/content-page/PageBody';
import { PageHeader } from '../../components/content-page/PageHeader';
import { lastSynced } from '../../offline/lastSynced';
import { useOnlineStatus } from '../../offline/useOnlineStatus';

const Status = styled.p<{ $online: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $online }) => ($online ? theme.colors.successLight : theme.colors.terracottaLight)};
  color: ${({ theme, $online }) => ($online ? theme.colors.success : theme.colors.terracottaDark)};
  font-weight: 600;

  &::before {
    content: '';
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => `${theme.space[5]} 0`};
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;

const Muted = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const syncedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** /offline: what the service worker shows when a page cannot be reached. */
export function OfflinePage() {
  const online = useOnlineStatus();
  const [synced] = useState(lastSynced);
  return (
    <>
      <title>Offline — Adire</title>
      <PageHeader
        eyebrow="Connection"
        title={online ? 'You are back online' : 'You are offline'}
        lead="Some pages need a connection. Pages you have visited may still open."
      />
      <PageBody>
        <Status role="status" $online={online}>
          {online ? 'Online' : 'Offline'}
        </Status>
        <Muted>Last synced: {synced ? syncedFormat.format(synced) : 'never'}</Muted>
        <Links>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/collections">Collections</Link>
          </li>
          <li>
            <Link to="/tailors">Tailors</Link>
          </li>
          <li>
            <Link to="/contact">Contact</Link>
          </li>
        </Links>
        <Button $variant="secondary" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </PageBody>
    </>
  );
}
