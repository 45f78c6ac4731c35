import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate } from 'react-router';
import { loginPathReturningTo } from '../../auth/signInTarget';
import type { ProfileDetailsQuery } from '../../__generated__/ProfileDetailsQuery.graphql';
import { ProfileForm } from './ProfileForm';

const profileDetailsQuery = graphql`
  query ProfileDetailsQuery {
    viewer {
      id
      ...ProfileForm_user
    }
  }
`;

/** Loads the signed-in user's profile (suspends); a session that turns out to be gone goes to /login. */
export function ProfileDetails({ signInReturnPath }: { signInReturnPath: string }) {
  const { viewer } = useLazyLoadQuery<ProfileDetailsQuery>(
    profileDetailsQuery,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer) return <Navigate to={loginPathReturningTo(signInReturnPath)} replace />;
  return <ProfileForm key={viewer.id} user={viewer} />;
}
