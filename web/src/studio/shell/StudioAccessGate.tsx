import { useEffect, useRef, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { Navigate, useLocation } from 'react-router';
import { fetchQuery } from 'relay-runtime';
import styled, { css, keyframes } from 'styled-components';
import AuthViewerQueryNode, { type AuthViewerQuery } from '../../__generated__/AuthViewerQuery.graphql';
import type { Viewer } from '../../auth/AuthViewer';
import { useAuth } from '../../auth/useAuth';
import { loginPathReturningTo } from '../../auth/signInTarget';
import { Button, ButtonLink } from '../../components/Button';
import { LockIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { useDelayedFlag } from '../../hooks/useDelayedFlag';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import { StudioViewerContext } from './StudioViewerContext';
import { hasStudioAccess } from './studioNavigation';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** A whole screen, its content centred on the studio's pale ground. */
const fullPage = css`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.indigo50};
`;

const Waiting = styled.div`
  ${fullPage}
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Granted = styled.div`
  animation: ${fadeIn} ${({ theme }) => theme.motion.slow} ease-out;
`;

const Denied = styled.div`
  ${fullPage}
  padding: ${({ theme }) => theme.layout.gutter};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  svg {
    width: 2.5rem;
    height: 2.5rem;
    color: ${({ theme }) => theme.colors.indigo800};
  }
`;

/** What the studio shows when nobody is signed in any more; signing in again leads back to the studio. */
function StudioAccessDenied() {
  return (
    <Denied role="alert">
      <LockIcon />
      <h1>Access Denied</h1>
      <p>You must be logged in to access the studio.</p>
      <ButtonLink to={loginPathReturningTo(STUDIO_HOME_PATH)}>Log In</ButtonLink>
    </Denied>
  );
}

/** How long the session may take to load before the studio says so (the spec's 8 s 'Loading Timeout'). */
export const AUTH_LOADING_TIMEOUT_MS = 8_000;

const TimeoutTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.indigo900};
`;

/** The spinner while the session and access load; after 8 s, 'Loading Timeout' with a way out. */
function StudioWaiting({ label }: { label: string }) {
  const timedOut = useDelayedFlag(true, AUTH_LOADING_TIMEOUT_MS);
  if (timedOut)
    return (
      <Waiting role="alert">
        <TimeoutTitle>Loading Timeout</TimeoutTitle>
        <p>Checking your session is taking longer than it should. Please refresh the page.</p>
        <Button onClick={() => window.location.reload()}>Refresh the page</Button>
      </Waiting>
    );
  return (
    <Waiting role="status" aria-live="polite">
      <Spinner $size={44} aria-hidden="true" />
      <p>{label}</p>
    </Waiting>
  );
}

/**
 * The studio access check (spec section 4): reading the session, then checking the viewer's
 * permissions, then granted, or signed out (to /login) or denied (to /).
 */
type StudioAccess =
  | { state: 'loading' }
  | { state: 'checking' }
  | { state: 'signedOut' }
  | { state: 'denied' }
  | { state: 'granted'; viewer: Viewer };

function useStudioAccess(): StudioAccess {
  const { loading, user, viewer, viewerError } = useAuth();
  if (loading) return { state: user ? 'checking' : 'loading' };
  if (!user) return { state: 'signedOut' };
  if (viewerError || !viewer || !hasStudioAccess(viewer)) return { state: 'denied' };
  return { state: 'granted', viewer };
}

/** Studio pages re-check the viewer's permissions as they change, at most once per this interval. */
const ACCESS_CHECK_INTERVAL_MS = 10_000;

let lastCheck = Number.NEGATIVE_INFINITY;

/**
 * Re-reads the signed-in user's role and permissions when a studio page opens, at most once every
 * ten seconds, so access withdrawn by an administrator takes effect without a reload. The answer
 * lands in the store, which the session's viewer follows; the access gate then reacts.
 */
function useStudioAccessRecheck(enabled: boolean): void {
  const environment = useRelayEnvironment();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!enabled) return;
    const now = Date.now();
    if (now - lastCheck < ACCESS_CHECK_INTERVAL_MS) return;
    lastCheck = now;
    fetchQuery<AuthViewerQuery>(environment, AuthViewerQueryNode, {}, { fetchPolicy: 'network-only' }).subscribe({
      error: () => undefined,
    });
  }, [enabled, environment, pathname]);
}

/**
 * Lets only users with studio access in: others go to /login (signed out) or / (no permission).
 * A session that ends while the studio is open shows 'Access Denied' with a Log In link instead.
 * Permissions are re-read as studio pages open (at most every 10 s), so withdrawn access applies.
 */
export function StudioAccessGate({ children }: { children: ReactNode }) {
  const access = useStudioAccess();
  const { pathname } = useLocation();
  const wasGranted = useRef(false);
  if (access.state === 'granted') wasGranted.current = true;
  useStudioAccessRecheck(access.state === 'granted');

  switch (access.state) {
    case 'signedOut':
      return wasGranted.current ? <StudioAccessDenied /> : <Navigate to={loginPathReturningTo(pathname)} replace />;
    case 'denied':
      return <Navigate to="/" replace />;
    case 'granted':
      return (
        <StudioViewerContext.Provider value={access.viewer}>
          <Granted>{children}</Granted>
        </StudioViewerContext.Provider>
      );
    default:
      return <StudioWaiting label={access.state === 'loading' ? 'Loading the studio…' : 'Checking your access…'} />;
  }
}
