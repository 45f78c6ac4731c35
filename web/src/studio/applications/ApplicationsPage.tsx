import { APPLICATION_MESSAGES } from '@features/applications/messages';
import { startTransition, useCallback, useState } from 'react';
import styled from 'styled-components';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { PermissionDenied } from '../kit/PermissionDenied';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canReviewApplications } from './applicationAccess';
import { applicationFilters, toCountsSearch } from './applicationFilters';
import { ApplicationList } from './ApplicationList';
import { APPLICATIONS_TITLE, ApplicationsHeader } from './ApplicationsHeader';
import { ApplicationCountsScope } from './ApplicationStatusFilter';
import { DecisionNotice } from './DecisionNotice';
import type { DecisionOutcome } from './decisionOutcome';
import { applicationsPaths } from './paths';

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
  const filters = useListFilters(applicationFilters);
  const [refreshKey, setRefreshKey] = useState(0);
  // In a transition: the cards and counts on screen stay until the reloaded ones arrive.
  const reload = useCallback(() => startTransition(() => setRefreshKey((key) => key + 1)), []);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);

  return (
    <ApplicationCountsScope search={toCountsSearch(filters.filters)} refreshKey={refreshKey}>
      <StudioListRoute
        title={APPLICATIONS_TITLE}
        noun="applications"
        returnTo={applicationsPaths.list}
        signIn={APPLICATIONS_SIGN_IN}
        loadFailed={{ title: APPLICATION_MESSAGES.loadFailed, toast: APPLICATION_MESSAGES.loadFailed }}
        header={<ApplicationsHeader onRefresh={reload} />}
        filters={filters}
        belowFilters={
          <Outcome role="status">
            {outcome ? <DecisionNotice outcome={outcome} onDismiss={() => setOutcome(null)} /> : null}
          </Outcome>
        }
      >
        {(queryRef, list) => (
          <ApplicationList
            queryRef={queryRef}
            {...list}
            refreshKey={refreshKey}
            onReload={reload}
            onDecision={setOutcome}
          />
        )}
      </StudioListRoute>
    </ApplicationCountsScope>
  );
}
