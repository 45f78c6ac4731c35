import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccountCard } from '../../components/account/AccountCard';
import { AccountWaiting } from '../../components/account/AccountStatus';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { InvalidResetLink, UNVERIFIABLE_LINK } from './InvalidResetLink';
import { PasswordUpdated } from './PasswordUpdated';
import { ResetTokenCheck } from './ResetTokenCheck';

/**
 * /reset-password?token=...[&next=/studio/...]: verifying the link, then the new-password form or 'invalid link',
 * then success.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [updated, setUpdated] = useState<string | null>(null);

  if (updated) return <PasswordUpdated message={updated} next={params.get('next')} />;
  if (!token) return <InvalidResetLink />;
  return (
    <ErrorBoundary resetKey={token} fallback={() => <InvalidResetLink message={UNVERIFIABLE_LINK} />}>
      <Suspense
        fallback={
          <AccountCard title="Reset password">
            <AccountWaiting>Verifying your reset link…</AccountWaiting>
          </AccountCard>
        }
      >
        <ResetTokenCheck token={token} onUpdated={setUpdated} />
      </Suspense>
    </ErrorBoundary>
  );
}
