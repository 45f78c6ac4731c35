import { LEGAL_MESSAGES } from '@features/legal/messages';
import { graphql } from 'react-relay';
import type { useCreateLegalDocumentMutation as CreateLegalDocumentMutation } from '../../__generated__/useCreateLegalDocumentMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';

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

const TEXTS = { success: LEGAL_MESSAGES.created, failure: LEGAL_MESSAGES.saveFailed };

/** Writes a new version of a legal document; the toast says whether it worked. */
export const useCreateLegalDocumentMutation = () =>
  useStudioMutation<CreateLegalDocumentMutation>(createLegalDocumentMutation, TEXTS);
