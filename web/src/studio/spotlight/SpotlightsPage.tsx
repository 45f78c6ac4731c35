import { useState } from 'react';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import type { SpotlightResultsQuery } from '../../__generated__/SpotlightResultsQuery.graphql';
import { ButtonLink } from '../../components/Button';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageSpotlight, DIAGNOSTICS_PATH, NEW_SPOTLIGHT_PATH, SPOTLIGHT_PATH } from './spotlightAccess';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import { spotlightFilters } from './spotlightFilters';
import { SpotlightList } from './SpotlightList';

export const SPOTLIGHT_TITLE = 'Spotlight';
/** The spec names no text for this. */
export const SPOTLIGHT_SIGN_IN = 'Please log in to manage the spotlight.';

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * /studio/spotlight (super admins; everyone else goes to /studio): every spotlight, the one on the
 * home page marked, searchable (kept in the URL), with Activate, Edit and Delete; a link to the
 * upload diagnostics.
 */
export function SpotlightsPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(spotlightFilters);
  const [reloads, setReloads] = useState(0);
  if (!canManageSpotlight(viewer)) return <Navigate to={STUDIO_HOME_PATH} replace />;

  return (
    <StudioListRoute<SpotlightResultsQuery>
      title={SPOTLIGHT_TITLE}
      signIn={{ message: SPOTLIGHT_SIGN_IN, returnTo: SPOTLIGHT_PATH }}
      header={
        <StudioHeaderRow>
          <StudioPageHeader
            eyebrow="Site content"
            title={SPOTLIGHT_TITLE}
            lead="The designer feature on the home page. One spotlight is shown at a time: activating one takes the others off."
          />
          <HeaderActions>
            <ButtonLink $variant="secondary" to={DIAGNOSTICS_PATH}>
              Upload Diagnostics
            </ButtonLink>
            <ButtonLink to={NEW_SPOTLIGHT_PATH}>New Spotlight</ButtonLink>
          </HeaderActions>
        </StudioHeaderRow>
      }
      filters={
        <ListFilterBar
          label="Filter spotlights"
          definition={spotlightFilters}
          values={filters}
          onChange={updateFilters}
        />
      }
      loadingLabel="Loading spotlight content"
      loadFailed={{ title: 'The spotlight content could not be loaded.', toast: 'Failed to load spotlight content' }}
    >
      {(queryRef) => (
        <SpotlightList
          queryRef={queryRef}
          filtered={spotlightFilters.narrows(filters)}
          onResetFilters={resetFilters}
          refreshKey={reloads}
          onActivated={() => setReloads((count) => count + 1)}
        />
      )}
    </StudioListRoute>
  );
}
