import { graphql } from 'react-relay';
import type { useUpdateLeadStatusMutation as UpdateLeadStatusMutation } from '../../__generated__/useUpdateLeadStatusMutation.graphql';
import { userFacing } from './form/mutationFailure';
import { useStudioMutation } from './form/useStudioMutation';
import type { LeadStatusValue } from './leadVocabulary';

const updateLeadStatusMutation = graphql`
  mutation useUpdateLeadStatusMutation($input: UpdateLeadInput!) {
    updateLead(input: $input) {
      lead {
        id
        status
        contactedAt
        qualifiedAt
        convertedAt
        updatedAt
      }
    }
  }
`;

export interface LeadStatusMessages {
  /** The toast once the server has saved the status. */
  updated: string;
  /** The toast when the server refuses and gives no words meant for people. */
  failed: string;
}

/**
 * Changes a lead's status, wherever it is shown (the leads screen's cards, the dashboard's table).
 * The new status shows at once and is rolled back if the server refuses; the answer brings the
 * timestamps the server stamped (contacted, qualified, converted).
 */
export function useUpdateLeadStatusMutation(messages: LeadStatusMessages, onUpdated: () => void) {
  const { run, busy } = useStudioMutation<UpdateLeadStatusMutation>(updateLeadStatusMutation, {
    success: messages.updated,
    failure: userFacing(messages.failed),
  });
  const updateStatus = (leadId: string, status: LeadStatusValue) =>
    void run(
      { input: { id: leadId, status } },
      {
        optimisticUpdater: (store) => {
          store.get(leadId)?.setValue(status, 'status');
        },
        onDone: onUpdated,
      },
    );
  return { updateStatus, saving: busy };
}
