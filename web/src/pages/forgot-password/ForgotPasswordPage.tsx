import { useState } from 'react';
import { Link } from 'react-router';
import { AccountCard, AccountCardFooter } from '../../components/account/AccountCard';
import { ResetLinkRequestForm } from './ResetLinkRequestForm';
import { ResetLinkSent } from './ResetLinkSent';

/** /forgot-password: asks for a reset link, then says where it went ('try again' returns to the form). */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  return sentTo ? (
    <AccountCard title="Check your email">
      <ResetLinkSent email={sentTo} onTryAgain={() => setSentTo(null)} />
    </AccountCard>
  ) : (
    <AccountCard
      title="Forgot password"
      lead="Enter the e-mail address of your account and we'll send you a link to choose a new password."
    >
      <ResetLinkRequestForm onSent={setSentTo} />
      <AccountCardFooter>
        <p>
          Remembered it? <Link to="/login">Back to Sign In</Link>
        </p>
      </AccountCardFooter>
    </AccountCard>
  );
}
