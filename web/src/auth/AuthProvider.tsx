import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { User } from 'oidc-client-ts';
import { AuthContext, type AuthApi } from './AuthContext';
import { whenUserManagerLoaded } from './lazyUserManager';
import { currentSessionUser, renewSession } from './sessionRenewal';
import { startSignIn } from './signInRedirect';
import { signOut } from './signOut';
import { watchViewer, type ViewerUpdate } from './watchViewer';

interface SessionState {
  loading: boolean;
  user: User | null;
}

interface ViewerState {
  /** The account the update belongs to, so a stale answer is never shown for another one. */
  subject: string;
  update: ViewerUpdate;
}

function useStoredSession(): SessionState {
  const [session, setSession] = useState<SessionState>({ loading: true, user: null });

  useEffect(() => {
    let active = true;
    currentSessionUser()
      .catch(() => null)
      .then((user) => {
        // A sign-in completed meanwhile (userLoaded) is newer than what was read.
        if (active) setSession((current) => (current.loading ? { loading: false, user } : current));
      });

    const onLoaded = (user: User) => setSession({ loading: false, user });
    const onUnloaded = () => setSession({ loading: false, user: null });
    // Automatic renewal runs before expiry; if it could not, one more try decides the session.
    const onExpired = () => void renewSession();
    // The OpenID client loads only with a session or a sign-in; its events matter from then on.
    let stopListening = () => {};
    const stopWaiting = whenUserManagerLoaded(({ events }) => {
      events.addUserLoaded(onLoaded);
      events.addUserUnloaded(onUnloaded);
      events.addAccessTokenExpired(onExpired);
      stopListening = () => {
        events.removeUserLoaded(onLoaded);
        events.removeUserUnloaded(onUnloaded);
        events.removeAccessTokenExpired(onExpired);
      };
    });
    return () => {
      active = false;
      stopWaiting();
      stopListening();
    };
  }, []);

  return session;
}

/** Provides the session and the viewer to the app (useAuth). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const session = useStoredSession();
  const subject = session.user?.profile.sub ?? null;
  const [viewerState, setViewerState] = useState<ViewerState | null>(null);

  useEffect(() => {
    if (!subject) return;
    const watcher = watchViewer(environment, (update) => setViewerState({ subject, update }));
    return () => watcher.dispose();
  }, [environment, subject]);

  // While the browser heads to the provider to sign out, pages must not react to the missing user
  // (say, by starting a new sign-in), so the session counts as loading until the page unloads.
  const [signingOut, setSigningOut] = useState(false);
  const signOutHere = useCallback(async () => {
    setSigningOut(true);
    await signOut();
  }, []);

  const current = subject && viewerState?.subject === subject ? viewerState.update : null;
  const api = useMemo<AuthApi>(
    () => ({
      user: session.user,
      viewer: current?.status === 'ready' ? current.viewer : null,
      loading: signingOut || session.loading || (!!subject && !current),
      viewerError: current?.status === 'error' ? current.error : null,
      signIn: startSignIn,
      signOut: signOutHere,
    }),
    [session, subject, current, signingOut, signOutHere],
  );

  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}
