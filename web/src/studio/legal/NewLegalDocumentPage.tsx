import { LEGAL_MESSAGES, type LegalDocumentKind } from '@features/legal/messages';
import { LEGAL_DOCUMENT_KINDS } from '@features/legal/rules';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { NewLegalDocumentPageQuery } from '../../__generated__/NewLegalDocumentPageQuery.graphql';
import { ArrowLeftIcon } from '../../components/icons';
import { AuthRequired } from '../kit/AuthRequired';
import { PermissionDenied, PermissionRefusedBoundary } from '../kit/PermissionDenied';
import { PageQuerySection } from '../kit/PageQuerySection';
import { StudioListPage } from '../kit/StudioListPage';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageLegal, LEGAL_PATH } from './legalAccess';
import { legalDocumentFields, newLegalDocumentForm, suggestedVersion, todayIso } from './legalDocumentForm';
import { LegalDocumentForm } from './LegalDocumentForm';
import { BackLink, LEGAL_SIGN_IN } from './LegalDocumentsPage';
import { preselectedType } from './legalFilters';
import { useCreateLegalDocumentMutation } from './useCreateLegalDocumentMutation';
import { withUnsavedChangesGuard } from '../kit/form/withUnsavedChangesGuard';

const TITLE = 'New Legal Document';

const newLegalDocumentPageQuery = graphql`
  query NewLegalDocumentPageQuery {
    legalDocuments(activeOnly: false) {
      id
      documentType
      version
    }
  }
`;

/** /studio/legal/new[?type=] (super admins): a new version; ?type= preselects the document type. */
function NewLegalDocumentScreen() {
  const viewer = useStudioViewer();
  if (!canManageLegal(viewer)) return <PermissionDenied title={TITLE} />;
  return (
    <PermissionRefusedBoundary title={TITLE}>
      <StudioListPage
        authRequired={<AuthRequired message={LEGAL_SIGN_IN} returnTo={`${LEGAL_PATH}/new`} />}
        header={
          <>
            <BackLink to={LEGAL_PATH}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Legal Documents
            </BackLink>
            <StudioPageHeader
              eyebrow="Legal Documents"
              title={TITLE}
              lead="Write a new version of the Terms of Service or the Privacy Policy. Make it active to publish it."
            />
          </>
        }
      >
        <PageQuerySection
          loadingLabel="Loading the document form"
          loadFailed={{ title: 'The form could not be prepared.', toast: LEGAL_MESSAGES.fetchFailed }}
        >
          {(fetchKey) => <NewLegalDocument fetchKey={fetchKey} />}
        </PageQuerySection>
      </StudioListPage>
    </PermissionRefusedBoundary>
  );
}

function NewLegalDocument({ fetchKey }: { fetchKey: string }) {
  const { legalDocuments } = useLazyLoadQuery<NewLegalDocumentPageQuery>(
    newLegalDocumentPageQuery,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  const [params] = useSearchParams();
  const [initial] = useState(() => newLegalDocumentForm(preselectedType(params), todayIso()));
  const navigate = useNavigate();
  const { createDocument, creating } = useCreateLegalDocumentMutation();
  const nextVersions = Object.fromEntries(
    LEGAL_DOCUMENT_KINDS.map((kind) => [
      kind,
      suggestedVersion(legalDocuments.filter((d) => d.documentType === kind).map((d) => d.version)),
    ]),
  ) as Record<LegalDocumentKind, string>;
  return (
    <LegalDocumentForm
      mode="create"
      label="New legal document"
      submitLabel="Create Document"
      initial={initial}
      nextVersions={nextVersions}
      busy={creating}
      onSave={({ form, onInvalid }) =>
        createDocument(
          { ...legalDocumentFields(form), documentType: form.documentType || null },
          {
            onCreated: () => void navigate(form.documentType ? `${LEGAL_PATH}?type=${form.documentType}` : LEGAL_PATH),
            onInvalid,
          },
        )
      }
    />
  );
}

export const NewLegalDocumentPage = withUnsavedChangesGuard(NewLegalDocumentScreen);
