import { LEGAL_MESSAGES } from '@features/legal/messages';
import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { EditLegalDocumentPageQuery } from '../../__generated__/EditLegalDocumentPageQuery.graphql';
import { ArrowLeftIcon } from '../../components/icons';
import { useToast } from '../../shell/toast/useToast';
import { AuthRequired } from '../kit/AuthRequired';
import { PermissionDenied, PermissionRefusedBoundary } from '../kit/PermissionDenied';
import { PageQuerySection } from '../kit/PageQuerySection';
import { StudioListPage } from '../kit/StudioListPage';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageLegal, editLegalDocumentPath, LEGAL_PATH } from './legalAccess';
import { legalDocumentFields, legalDocumentFormFrom } from './legalDocumentForm';
import { LegalDocumentForm } from './LegalDocumentForm';
import { BackLink, LEGAL_SIGN_IN } from './LegalDocumentsPage';
import { useUpdateLegalDocumentMutation } from './useUpdateLegalDocumentMutation';
import { withUnsavedChangesGuard } from '../kit/form/withUnsavedChangesGuard';

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

/** A missing version: a toast says so, and the list is shown. */
function DocumentNotFound() {
  const { showToast } = useToast();
  useEffect(() => showToast(LEGAL_MESSAGES.notFound, 'error'), [showToast]);
  return <Navigate to={LEGAL_PATH} replace />;
}

/** /studio/legal/{id} (super admins): one version's form filled in; its type stays as it is. */
function EditLegalDocumentScreen() {
  const viewer = useStudioViewer();
  const { documentId = '' } = useParams();
  if (!canManageLegal(viewer)) return <PermissionDenied title={TITLE} />;
  return (
    <PermissionRefusedBoundary title={TITLE}>
      <StudioListPage
        authRequired={<AuthRequired message={LEGAL_SIGN_IN} returnTo={editLegalDocumentPath(documentId)} />}
        header={
          <>
            <BackLink to={LEGAL_PATH}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Legal Documents
            </BackLink>
            <StudioPageHeader
              eyebrow="Legal Documents"
              title={TITLE}
              lead="Change this version. Make it active to publish it."
            />
          </>
        }
      >
        <PageQuerySection
          resetKey={documentId}
          loadingLabel="Loading the document"
          loadFailed={{ title: 'The document could not be loaded.', toast: LEGAL_MESSAGES.fetchFailed }}
        >
          {(fetchKey) => <EditLegalDocument key={documentId} documentId={documentId} fetchKey={fetchKey} />}
        </PageQuerySection>
      </StudioListPage>
    </PermissionRefusedBoundary>
  );
}

function EditLegalDocument({ documentId, fetchKey }: { documentId: string; fetchKey: string }) {
  const { legalDocument: doc } = useLazyLoadQuery<EditLegalDocumentPageQuery>(
    editLegalDocumentPageQuery,
    { id: documentId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const navigate = useNavigate();
  const { updateDocument, saving } = useUpdateLegalDocumentMutation();
  if (!doc) return <DocumentNotFound />;
  return (
    <LegalDocumentForm
      mode="edit"
      label={`Edit version ${doc.version}`}
      submitLabel="Save Changes"
      initial={legalDocumentFormFrom(doc)}
      busy={saving}
      onSave={({ form, onInvalid }) =>
        updateDocument(
          { id: doc.id, ...legalDocumentFields(form) },
          { onUpdated: () => void navigate(`${LEGAL_PATH}?type=${doc.documentType}`), onInvalid },
        )
      }
    />
  );
}

export const EditLegalDocumentPage = withUnsavedChangesGuard(EditLegalDocumentScreen);
