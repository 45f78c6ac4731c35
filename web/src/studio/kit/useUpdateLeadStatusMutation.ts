import { graphql } from 'react-relay';
import type { useUpdateLeadStatusMutation as UpdateLeadStatusMutation } from '../../__generated__/useUpdateLeadStatusMutation.graphql';
import { useStudioMutation, type StudioMutationTexts } from './form/useStudioMutation';

// The answer brings the timestamps the server stamped (contacted, qualified, converted).
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

/** Changes a lead's status, wherever it is shown (the leads screen's cards, the dashboard's table). */
export const useUpdateLeadStatusMutation = (texts: StudioMutationTexts<UpdateLeadStatusMutation>) =>
  useStudioMutation<UpdateLeadStatusMutation>(updateLeadStatusMutation, texts);
