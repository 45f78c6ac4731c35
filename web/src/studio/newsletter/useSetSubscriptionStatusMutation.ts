import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSetSubscriptionStatusMutation as SetSubscriptionStatusMutation } from '../../__generated__/useSetSubscriptionStatusMutation.graphql';
import { useToast } from '../../shell/toast/useToast';
import type { SubscriptionStatusValue } from './newsletterVocabulary';

export const STATUS_UPDATED = 'Subscription status updated successfully';
export const STATUS_UPDATE_FAILED = 'Failed to update subscription status';

const setSubscriptionStatusMutation = graphql`
  mutation useSetSubscriptionStatusMutation($input: SetSubscriptionStatusInput!) {
    setSubscriptionStatus(input: $input) {
      subscriber {
        id
        subscriptionStatus
        unsubscribedAt
      }
    }
  }
`;

/**
 * Unsubscribes or reactivates a subscriber. The row shows the new status at once and goes back if
 * the server refuses; either way a toast says what happened.
 */
export function useSetSubscriptionStatusMutation(onUpdated: () => void) {
  const { showToast } = useToast();
  const [commit, saving] = useMutation<SetSubscriptionStatusMutation>(setSubscriptionStatusMutation);
  const setStatus = useCallback(
    (subscriberId: string, subscriptionStatus: SubscriptionStatusValue) => {
      commit({
        variables: { input: { id: subscriberId, subscriptionStatus } },
        optimisticUpdater: (store) => {
          store.get(subscriberId)?.setValue(subscriptionStatus, 'subscriptionStatus');
        },
        onCompleted: () => {
          showToast(STATUS_UPDATED, 'success');
          onUpdated();
        },
        onError: () => showToast(STATUS_UPDATE_FAILED, 'error'),
      });
    },
    [commit, onUpdated, showToast],
  );
  return { setStatus, saving };
}
