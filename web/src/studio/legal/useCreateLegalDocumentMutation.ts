import { LEGAL_MESSAGES } from '@features/legal/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  CreateLegalDocumentInput,
  useCreateLegalDocumentMutation as CreateLegalDocumentMutation,
} from '../../__generated__/useCreateLegalDocumentMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';

const createLegalDocumentMutation = graphql`
  mutation useCreateLegalDocumentMutation($input: CreateLegalDocumentInput!) {
    createLegalDocument(input: $input) {
      document {
        id
        documentType
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

interface CreateCallbacks {
  onCreated: () => void;
  onInvalid: (problems: Record<string, string>) => void;
}

/** Writes a new version of a legal document; the toast says whether it worked. */
export function useCreateLegalDocumentMutation() {
  const { showToast } = useToast();
  const [commit, creating] = useMutation<CreateLegalDocumentMutation>(createLegalDocumentMutation);
  const createDocument = useCallback(
    (input: CreateLegalDocumentInput, { onCreated, onInvalid }: CreateCallbacks) => {
      commit({
        variables: { input },
        onCompleted: () => {
          showToast(LEGAL_MESSAGES.created, 'success');
          onCreated();
        },
        onError: (error) => {
          const problems = fieldErrorsOf(error);
          if (Object.keys(problems).length) onInvalid(problems);
          showToast(LEGAL_MESSAGES.saveFailed, 'error');
        },
      });
    },
    [commit, showToast],
  );
  return { createDocument, creating };
}
