import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { loginPathReturningTo } from '../../auth/signInTarget';
import { AccountWaiting } from './AccountStatus';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { FormMessage } from '../../components/form/FormMessage';
import { useAuth } from '../../auth/useAuth';
import { ProfileDetails } from './ProfileDetails';

const LOAD_FAILED = 'Failed to load profile data';

/** The profile form for the signed-in user, with its loading and error states; signed out goes to /login. */
export function ProfileLoader({ signInReturnPath }: { signInReturnPath: string }) {
  const { loading, user } = useAuth();
  const waiting = <AccountWaiting>Loading your profile…</AccountWaiting>;
  if (loading) return waiting;
  if (!user) return <Navigate to={loginPathReturningTo(signInReturnPath)} replace />;
  return (
    <ErrorBoundary resetKey={user.profile.sub} fallback={() => <FormMessage tone="error">{LOAD_FAILED}</FormMessage>}>
      <Suspense fallback={waiting}>
        <ProfileDetails signInReturnPath={signInReturnPath} />
      </Suspense>
    </ErrorBoundary>
  );
}
