import { LEGAL_MESSAGES } from '@features/legal/messages';
import { graphql } from 'react-relay';
import type {
  UpdateLegalDocumentInput,
  useUpdateLegalDocumentMutation as UpdateLegalDocumentMutation,
} from '../../__generated__/useUpdateLegalDocumentMutation.graphql';
import type { FormProblems } from '../kit/useFormProblems';
import { useStudioMutation } from '../kit/form/useStudioMutation';

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
  onInvalid?: (problems: FormProblems) => void;
}

const TEXTS = { success: LEGAL_MESSAGES.updated, failure: LEGAL_MESSAGES.saveFailed };

/** Changes a version of a legal document: the edit form, and Make Active in the list. */
export function useUpdateLegalDocumentMutation() {
  const { run, busy } = useStudioMutation<UpdateLegalDocumentMutation>(updateLegalDocumentMutation, TEXTS);
  const updateDocument = (input: UpdateLegalDocumentInput, { success, onUpdated, onInvalid }: UpdateCallbacks = {}) =>
    void run({ input }, { success: success ?? LEGAL_MESSAGES.updated, onDone: onUpdated, onInvalid });
  return { updateDocument, saving: busy };
}
