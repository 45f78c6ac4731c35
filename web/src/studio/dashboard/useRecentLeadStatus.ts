import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRecentLeadStatusMutation } from '../../__generated__/useRecentLeadStatusMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { LEAD_UPDATE_FAILED, LEAD_UPDATED } from './dashboardErrors';
import type { LeadStatusValue } from './leadStatuses';

const updateLeadStatusMutation = graphql`
  mutation useRecentLeadStatusMutation($input: UpdateLeadInput!) {
    updateLead(input: $input) {
      lead {
        updatedAt
        ...RecentLeadRow_lead
      }
    }
  }
`;

/**
 * Sends a lead's new status. The lead the server returns is merged into the store (so the table
 * shows it), then a toast confirms; on failure the server's message, or 'Failed to update lead'.
 */
export function useRecentLeadStatus(onSaved: () => void) {
  const { showToast } = useToast();
  const [commit, saving] = useMutation<useRecentLeadStatusMutation>(updateLeadStatusMutation);
  const saveStatus = useCallback(
    (leadId: string, status: LeadStatusValue, onSettled: () => void) => {
      commit({
        variables: { input: { id: leadId, status } },
        onCompleted: () => {
          onSettled();
          showToast(LEAD_UPDATED, 'success');
          onSaved();
        },
        onError: (error) => {
          onSettled();
          showToast(userFacingMessage(error, LEAD_UPDATE_FAILED), 'error');
        },
      });
    },
    [commit, onSaved, showToast],
  );
  return { saveStatus, saving };
}
