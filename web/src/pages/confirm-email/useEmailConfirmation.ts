import { useEffect, useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useEmailConfirmationMutation } from '../../__generated__/useEmailConfirmationMutation.graphql';
import { fieldErrorsOf, userFacingMessage } from '../../relay/mutationErrors';

const confirmEmailMutation = graphql`
  mutation useEmailConfirmationMutation($input: ConfirmEmailInput!) {
    confirmEmail(input: $input) {
      email
    }
  }
`;

export const INVALID_LINK = 'This confirmation link is invalid. Please request a new one.';
const CONFIRMATION_FAILED = 'We could not confirm your e-mail address. Please try again.';

export type ConfirmationState =
  { status: 'confirming' } | { status: 'confirmed'; email: string } | { status: 'failed'; message: string };

/** Sends the token from the confirmation mail once and reports how it went. */
export function useEmailConfirmation(token: string | null): ConfirmationState {
  const [commit] = useMutation<useEmailConfirmationMutation>(confirmEmailMutation);
  const [state, setState] = useState<ConfirmationState>(
    token ? { status: 'confirming' } : { status: 'failed', message: INVALID_LINK },
  );
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    commit({
      variables: { input: { token } },
      onCompleted: ({ confirmEmail }) => setState({ status: 'confirmed', email: confirmEmail.email }),
      onError: (error) =>
        setState({
          status: 'failed',
          message: fieldErrorsOf(error).token ?? userFacingMessage(error, CONFIRMATION_FAILED),
        }),
    });
  }, [token, commit]);

  return state;
}
