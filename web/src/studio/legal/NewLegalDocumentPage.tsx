import { LEGAL_MESSAGES, type LegalDocumentKind } from '@features/legal/messages';
import { LEGAL_DOCUMENT_KINDS } from '@features/legal/rules';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type {
  NewLegalDocumentPageQuery,
  NewLegalDocumentPageQuery$data,
} from '../../__generated__/NewLegalDocumentPageQuery.graphql';
import { RecordRoute } from '../kit/form/RecordRoute';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageLegal } from './legalAccess';
import { legalDocumentFields, newLegalDocumentForm, suggestedVersion, todayIso } from './legalDocumentForm';
import { LegalDocumentForm } from './LegalDocumentForm';
import { LegalDocumentHeader } from './LegalDocumentHeader';
import { LEGAL_SIGN_IN } from './LegalDocumentsPage';
import { preselectedType } from './legalFilters';
import { useCreateLegalDocumentMutation } from './useCreateLegalDocumentMutation';
import { legalPaths } from './paths';

const TITLE = 'New Legal Document';

// Every version written so far: a blank version takes the next number of its type.
const newLegalDocumentPageQuery = graphql`
  query NewLegalDocumentPageQuery {
    legalDocuments(activeOnly: false) {
      id
      documentType
      version
    }
  }
`;

type Versions = NewLegalDocumentPageQuery$data['legalDocuments'];

/** /studio/legal/new[?type=] (super admins): a new version; ?type= preselects the document type. */
export function NewLegalDocumentPage() {
  const viewer = useStudioViewer();
  return (
    <RecordRoute<NewLegalDocumentPageQuery, Versions>
      title={TITLE}
      allowed={canManageLegal(viewer)}
      header={
        <LegalDocumentHeader
          title={TITLE}
          lead="Write a new version of the Terms of Service or the Privacy Policy. Make it active to publish it."
        />
      }
      signIn={{ message: LEGAL_SIGN_IN, returnTo: `${legalPaths.list}/new` }}
      query={newLegalDocumentPageQuery}
      variables={{}}
      pick={(data) => data.legalDocuments}
      loadingLabel="Loading the document form"
      loadFailed={{ title: 'The form could not be prepared.', toast: LEGAL_MESSAGES.fetchFailed }}
      notFound={null}
    >
      {(versions) => <NewLegalDocument versions={versions} />}
    </RecordRoute>
  );
}

function NewLegalDocument({ versions }: { versions: Versions }) {
  const [params] = useSearchParams();
  const [initial] = useState(() => newLegalDocumentForm(preselectedType(params), todayIso()));
  const navigate = useNavigate();
  const { run, busy } = useCreateLegalDocumentMutation();
  const nextVersions = Object.fromEntries(
    LEGAL_DOCUMENT_KINDS.map((kind) => [
      kind,
      suggestedVersion(versions.filter((d) => d.documentType === kind).map((d) => d.version)),
    ]),
  ) as Record<LegalDocumentKind, string>;
  return (
    <LegalDocumentForm
      mode="create"
      label="New legal document"
      submitLabel="Create Document"
      initial={initial}
      nextVersions={nextVersions}
      busy={busy}
      onSave={({ form, onInvalid }) =>
        void run(
          { input: { ...legalDocumentFields(form), documentType: form.documentType || null } },
          {
            onDone: () =>
              void navigate(form.documentType ? `${legalPaths.list}?type=${form.documentType}` : legalPaths.list),
            onInvalid,
          },
        )
      }
    />
  );
}
