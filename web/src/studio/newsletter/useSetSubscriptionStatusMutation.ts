import { graphql } from 'react-relay';
import type { useSetSubscriptionStatusMutation as SetSubscriptionStatusMutation } from '../../__generated__/useSetSubscriptionStatusMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
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

const TEXTS = { success: STATUS_UPDATED, failure: STATUS_UPDATE_FAILED };

/**
 * Unsubscribes or reactivates a subscriber. The row shows the new status at once and goes back if
 * the server refuses; either way a toast says what happened.
 */
export function useSetSubscriptionStatusMutation(onUpdated: () => void) {
  const { run, busy } = useStudioMutation<SetSubscriptionStatusMutation>(setSubscriptionStatusMutation, TEXTS);
  const setStatus = (subscriberId: string, subscriptionStatus: SubscriptionStatusValue) =>
    void run(
      { input: { id: subscriberId, subscriptionStatus } },
      {
        optimisticUpdater: (store) => {
          store.get(subscriberId)?.setValue(subscriptionStatus, 'subscriptionStatus');
        },
        onDone: onUpdated,
      },
    );
  return { setStatus, saving: busy };
}
