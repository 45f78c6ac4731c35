import { useCallback, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useUnsubscribeMutation } from '../../__generated__/useUnsubscribeMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';

const unsubscribeMutation = graphql`
  mutation useUnsubscribeMutation($token: String!) {
    unsubscribeFromNewsletter(token: $token) {
      email
      alreadyUnsubscribed
      message
    }
  }
`;

export const UNSUBSCRIBE_FAILED = 'We could not unsubscribe you just now. Please try again.';

export type UnsubscribeState =
  | { status: 'ready' }
  | { status: 'sending' }
  | { status: 'done'; email: string; message: string }
  | { status: 'failed'; message: string };

/** Sends the link's token (the same one-click unsubscribe mail clients POST to /api/newsletter/unsubscribe). */
export function useUnsubscribe(token: string) {
  const [commit] = useMutation<useUnsubscribeMutation>(unsubscribeMutation);
  const [state, setState] = useState<UnsubscribeState>({ status: 'ready' });
  const unsubscribe = useCallback(() => {
    setState({ status: 'sending' });
    commit({
      variables: { token },
      onCompleted: ({ unsubscribeFromNewsletter: result }) =>
        setState({ status: 'done', email: result.email, message: result.message }),
      onError: (error) => setState({ status: 'failed', message: userFacingMessage(error, UNSUBSCRIBE_FAILED) }),
    });
  }, [commit, token]);
  return { state, unsubscribe };
}
