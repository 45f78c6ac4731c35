import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useLeadStatusUpdateMutation } from '../../__generated__/useLeadStatusUpdateMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import type { LeadStatusValue } from './leadVocabulary';

const updateLeadStatusMutation = graphql`
  mutation useLeadStatusUpdateMutation($input: UpdateLeadInput!) {
    updateLead(input: $input) {
      lead {
        ...LeadCard_lead
      }
    }
  }
`;

export const STATUS_UPDATED = 'Lead status updated successfully';
const STATUS_UPDATE_FAILED = 'Failed to update lead status';

/**
 * Changes a lead's status. The new status shows at once and is rolled back if the server refuses;
 * the answer brings the timestamps the server stamped (contacted, qualified, converted).
 */
export function useLeadStatusUpdate(onUpdated: () => void) {
  const { showToast } = useToast();
  const [commit, saving] = useMutation<useLeadStatusUpdateMutation>(updateLeadStatusMutation);
  const updateStatus = useCallback(
    (leadId: string, status: LeadStatusValue) => {
      commit({
        variables: { input: { id: leadId, status } },
        optimisticUpdater: (store) => {
          store.get(leadId)?.setValue(status, 'status');
        },
        onCompleted: () => {
          showToast(STATUS_UPDATED, 'success');
          onUpdated();
        },
        onError: (error) => showToast(userFacingMessage(error, STATUS_UPDATE_FAILED), 'error'),
      });
    },
    [commit, onUpdated, showToast],
  );
  return { updateStatus, saving };
}
