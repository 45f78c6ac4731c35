import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { loginPathReturningTo } from '../../auth/signInTarget';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useDelayedFlag } from '../../hooks/useDelayedFlag';
import { StudioAccessDenied } from './StudioAccessDenied';
import { StudioViewerContext } from './StudioViewerContext';
import { useStudioAccess } from './useStudioAccess';
import { useStudioAccessRecheck } from './useStudioAccessRecheck';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Waiting = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.indigo50};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Granted = styled.div`
  animation: ${fadeIn} ${({ theme }) => theme.motion.slow} ease-out;
`;

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
