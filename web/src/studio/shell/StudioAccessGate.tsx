import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { loginPathReturningTo } from '../../auth/signInTarget';
import { Spinner } from '../../components/Spinner';
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
      return (
        <Waiting role="status" aria-live="polite">
          <Spinner $size={44} aria-hidden="true" />
          <p>{access.state === 'loading' ? 'Loading the studio…' : 'Checking your access…'}</p>
        </Waiting>
      );
  }
}
