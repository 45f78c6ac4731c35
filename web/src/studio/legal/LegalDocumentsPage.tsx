import { LEGAL_MESSAGES } from '@features/legal/messages';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ArrowLeftIcon } from '../../components/icons';
import { AuthRequired } from '../kit/AuthRequired';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { useListFilters } from '../kit/list/useListFilters';
import { PermissionDenied, PermissionRefusedBoundary } from '../kit/PermissionDenied';
import { PageQuerySection } from '../kit/PageQuerySection';
import { StudioListPage } from '../kit/StudioListPage';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { DatabaseSetupCard } from './DatabaseSetupCard';
import { canManageLegal, LEGAL_TITLE } from './legalAccess';
import { LegalDocumentList } from './LegalDocumentList';
import { legalFilters } from './legalFilters';
import { isServerFailure } from './serverFailure';
import { settingsPaths } from '../settings/paths';
import { legalPaths } from './paths';

export const LEGAL_SIGN_IN = 'Please log in to manage the legal documents.';

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.indigo800};
  font-weight: 600;

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

/**
 * /studio/legal (super admins): the Terms of Service and the Privacy Policy, each with its versions,
 * the active one marked with its version and effective date; New Version, Edit, Make Active and
 * View Public (a new tab). The document type filter is kept in the URL.
 */
export function LegalDocumentsPage() {
  const viewer = useStudioViewer();
  const filters = useListFilters(legalFilters);
  if (!canManageLegal(viewer)) return <PermissionDenied title={LEGAL_TITLE} />;
  return (
    <PermissionRefusedBoundary title={LEGAL_TITLE}>
      <StudioListPage
        authRequired={<AuthRequired message={LEGAL_SIGN_IN} returnTo={legalPaths.list} />}
        header={
          <>
            <BackLink to={settingsPaths.page}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Settings
            </BackLink>
            <StudioHeaderRow>
              <StudioPageHeader
                eyebrow="Site content"
                title={LEGAL_TITLE}
                lead="Versions of the Terms of Service and the Privacy Policy. The public pages show the active version of each, with its version and effective date."
              />
            </StudioHeaderRow>
          </>
        }
        filters={<ListFilterBar label="Filter legal documents" filters={filters} />}
      >
        <PageQuerySection
          loadingLabel="Loading legal documents"
          loadFailed={{ title: 'The legal documents could not be loaded.', toast: LEGAL_MESSAGES.fetchFailed }}
          aboveFailure={(error) => (isServerFailure(error) ? <DatabaseSetupCard /> : null)}
        >
          {(fetchKey) => <LegalDocumentList fetchKey={fetchKey} filters={filters.filters} />}
        </PageQuerySection>
      </StudioListPage>
    </PermissionRefusedBoundary>
  );
}
