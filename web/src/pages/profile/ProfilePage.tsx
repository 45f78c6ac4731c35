import { AccountCard } from '../../components/account/AccountCard';
import { ProfileLoader } from '../../components/account/ProfileLoader';

/** /profile: the signed-in user's names, e-mail and sign-out. */
export function ProfilePage() {
  return (
    <AccountCard title="Your Profile" lead="Keep your name up to date; designers see it on your reviews and orders.">
      <ProfileLoader signInReturnPath="/profile" />
    </AccountCard>
  );
}
