import { APPLICATION_MESSAGES } from '@features/applications/messages';
import { startTransition, useCallback, useState } from 'react';
import styled from 'styled-components';
import { StudioListScreen } from '../kit/StudioListScreen';
import { PermissionDenied } from '../kit/PermissionDenied';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canReviewApplications } from './applicationAccess';
import { hasNarrowingFilters, toApplicationFilterInput } from './applicationFilters';
import { ApplicationFilterBar } from './ApplicationFilterBar';
import { ApplicationResults } from './ApplicationResults';
import { APPLICATIONS_TITLE, ApplicationsHeader } from './ApplicationsHeader';
import { APPLICATIONS_PATH } from './applicationsPaging';
import { DecisionNotice } from './DecisionNotice';
import type { DecisionOutcome } from './decisionOutcome';
import { useApplicationFilters } from './useApplicationFilters';

/** The sign-in card's words once the session has ended (the spec has none for this screen). */
export const APPLICATIONS_SIGN_IN = 'Please log in to review designer applications.';

const Outcome = styled.div`
  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
`;

/**
 * /studio/applications (super admins only): designer applications with a search and a status
 * filter kept in the URL, each filter option counted. Every change shows at once and reloads the
 * list and the counts afterwards.
 */
export function ApplicationsPage() {
  const viewer = useStudioViewer();
  if (!canReviewApplications(viewer)) return <PermissionDenied title={APPLICATIONS_TITLE} />;
  return <ApplicationsReview />;
}

function ApplicationsReview() {
  const { filters, updateFilters, resetFilters } = useApplicationFilters();
  const [refreshKey, setRefreshKey] = useState(0);
  // In a transition: the cards and counts on screen stay until the reloaded ones arrive.
  const reload = useCallback(() => startTransition(() => setRefreshKey((key) => key + 1)), []);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);

  const filter = toApplicationFilterInput(filters);
  // Other filters get a list of their own, with a loading state instead of the previous cards.
  const listKey = JSON.stringify(filter);

  return (
    <StudioListScreen
      title={APPLICATIONS_TITLE}
      signIn={{ message: APPLICATIONS_SIGN_IN, returnTo: APPLICATIONS_PATH }}
      header={<ApplicationsHeader onRefresh={reload} />}
      filters={<ApplicationFilterBar filters={filters} onChange={updateFilters} refreshKey={refreshKey} />}
      above={
        <Outcome role="status">
          {outcome ? <DecisionNotice outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
        </Outcome>
      }
      listKey={listKey}
      loadingLabel="Loading applications"
      loadFailed={{ title: APPLICATION_MESSAGES.loadFailed, toast: APPLICATION_MESSAGES.loadFailed }}
    >
      {(attemptKey) => (
        <ApplicationResults
          filter={filter}
          fetchKey={attemptKey}
          refreshKey={refreshKey}
          filtered={hasNarrowingFilters(filters)}
          onResetFilters={resetFilters}
          onReload={reload}
          onDecision={setOutcome}
        />
      )}
    </StudioListScreen>
  );
}
