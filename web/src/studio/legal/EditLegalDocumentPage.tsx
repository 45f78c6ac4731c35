import { LEGAL_MESSAGES } from '@features/legal/messages';
import { useEffect } from 'react';
import { graphql } from 'react-relay';
import { Navigate, useNavigate, useParams } from 'react-router';
import type {
  EditLegalDocumentPageQuery,
  EditLegalDocumentPageQuery$data,
} from '../../__generated__/EditLegalDocumentPageQuery.graphql';
import type { EditLegalDocumentPageMutation } from '../../__generated__/EditLegalDocumentPageMutation.graphql';
import { useToast } from '../../components/toast/useToast';
import { RecordRoute } from '../kit/form/RecordRoute';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageLegal } from './legalAccess';
import { legalDocumentFields, legalDocumentFormFrom } from './legalDocumentForm';
import { LegalDocumentForm } from './LegalDocumentForm';
import { LegalDocumentHeader } from './LegalDocumentHeader';
import { LEGAL_SIGN_IN } from './LegalDocumentsPage';
import { legalPaths } from './paths';

const TITLE = 'Edit Legal Document';

const editLegalDocumentPageQuery = graphql`
  query EditLegalDocumentPageQuery($id: ID!) {
    legalDocument(id: $id) {
      id
      documentType
      title
      version
      effectiveDate
      content
      isActive
    }
  }
`;

// The answer brings every version of the type: the one that stopped being active shows so at once.
const updateLegalDocumentMutation = graphql`
  mutation EditLegalDocumentPageMutation($input: UpdateLegalDocumentInput!) {
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

const TEXTS = { success: LEGAL_MESSAGES.updated, failure: LEGAL_MESSAGES.saveFailed };

type LegalDocument = NonNullable<EditLegalDocumentPageQuery$data['legalDocument']>;

/** A missing version: a toast says so, and the list is shown. */
function DocumentNotFound() {
  const { showToast } = useToast();
  useEffect(() => showToast(LEGAL_MESSAGES.notFound, 'error'), [showToast]);
  return <Navigate to={legalPaths.list} replace />;
}

/** /studio/legal/{id} (super admins): one version's form filled in; its type stays as it is. */
export function EditLegalDocumentPage() {
  const viewer = useStudioViewer();
  const { documentId = '' } = useParams();
  return (
    <RecordRoute<EditLegalDocumentPageQuery, LegalDocument>
      title={TITLE}
      allowed={canManageLegal(viewer)}
      header={<LegalDocumentHeader title={TITLE} lead="Change this version. Make it active to publish it." />}
      signIn={{ message: LEGAL_SIGN_IN, returnTo: legalPaths.edit(documentId) }}
      query={editLegalDocumentPageQuery}
      variables={{ id: documentId }}
      pick={(data) => data.legalDocument}
      loadingLabel="Loading the document"
      loadFailed={{ title: 'The document could not be loaded.', toast: LEGAL_MESSAGES.fetchFailed }}
      notFound={<DocumentNotFound />}
    >
      {(doc) => <EditLegalDocument doc={doc} />}
    </RecordRoute>
  );
}

function EditLegalDocument({ doc }: { doc: LegalDocument }) {
  const navigate = useNavigate();
  const { run, busy } = useStudioMutation<EditLegalDocumentPageMutation>(updateLegalDocumentMutation, TEXTS);
  return (
    <LegalDocumentForm
      mode="edit"
      label={`Edit version ${doc.version}`}
      submitLabel="Save Changes"
      initial={legalDocumentFormFrom(doc)}
      busy={busy}
      onSave={({ form, onInvalid }) =>
        void run(
          { input: { id: doc.id, ...legalDocumentFields(form) } },
          { onDone: () => void navigate(`${legalPaths.list}?type=${doc.documentType}`), onInvalid },
        )
      }
    />
  );
}
