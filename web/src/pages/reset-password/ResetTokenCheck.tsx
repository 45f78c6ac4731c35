import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ResetTokenCheckQuery } from '../../__generated__/ResetTokenCheckQuery.graphql';
import { InvalidResetLink } from './InvalidResetLink';
import { NewPasswordForm } from './NewPasswordForm';

const tokenStatusQuery = graphql`
  query ResetTokenCheckQuery($token: String!) {
    passwordResetTokenStatus(token: $token)
  }
`;

/** Shows the form only for a link that can still be used (suspends while asking). */
export function ResetTokenCheck({ token, onUpdated }: { token: string; onUpdated: (message: string) => void }) {
  const { passwordResetTokenStatus } = useLazyLoadQuery<ResetTokenCheckQuery>(
    tokenStatusQuery,
    { token },
    { fetchPolicy: 'network-only' },
  );
  return passwordResetTokenStatus === 'VALID' ? (
    <NewPasswordForm token={token} onUpdated={onUpdated} />
  ) : (
    <InvalidResetLink />
  );
}
