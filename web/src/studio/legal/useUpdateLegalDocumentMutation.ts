import { LEGAL_MESSAGES } from '@features/legal/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateLegalDocumentInput,
  useUpdateLegalDocumentMutation as UpdateLegalDocumentMutation,
} from '../../__generated__/useUpdateLegalDocumentMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';

// The answer brings every version of the type: the one that stopped being active shows so at once.
const updateLegalDocumentMutation = graphql`
  mutation useUpdateLegalDocumentMutation($input: UpdateLegalDocumentInput!) {
    updateLegalDocument(input: $input) {
      document {
        id
        title
        version
        effectiveDate
        content
        isActive
      }
      versions {
        id
        isActive
      }
    }
  }
`;

interface UpdateCallbacks {
  /** The toast once saved; 'Document updated successfully' unless given. */
  success?: string;
  onUpdated?: () => void;
  onInvalid?: (problems: Record<string, string>) => void;
}

/** Changes a version of a legal document: the edit form, and Make Active in the list. */
export function useUpdateLegalDocumentMutation() {
  const { showToast } = useToast();
  const [commit, saving] = useMutation<UpdateLegalDocumentMutation>(updateLegalDocumentMutation);
  const updateDocument = useCallback(
    (input: UpdateLegalDocumentInput, { success, onUpdated, onInvalid }: UpdateCallbacks = {}) => {
      commit({
        variables: { input },
        onCompleted: () => {
          showToast(success ?? LEGAL_MESSAGES.updated, 'success');
          onUpdated?.();
        },
        onError: (error) => {
          const problems = fieldErrorsOf(error);
          if (Object.keys(problems).length) onInvalid?.(problems);
          showToast(LEGAL_MESSAGES.saveFailed, 'error');
        },
      });
    },
    [commit, showToast],
  );
  return { updateDocument, saving };
}
