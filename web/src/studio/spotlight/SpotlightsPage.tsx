import { useState } from 'react';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageSpotlight } from './spotlightAccess';
import { spotlightFilters } from './spotlightFilters';
import { SpotlightList } from './SpotlightList';
import { DIAGNOSTICS_PATH, NEW_SPOTLIGHT_PATH, SPOTLIGHT_PATH } from './paths';

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
  const filters = useListFilters(spotlightFilters);
  const [reloads, setReloads] = useState(0);
  if (!canManageSpotlight(viewer)) return <Navigate to={STUDIO_HOME_PATH} replace />;

  return (
    <StudioListRoute
      title="Spotlight"
      noun="spotlight content"
      returnTo={SPOTLIGHT_PATH}
      signIn="Please log in to manage the spotlight."
      filterLabel="Filter spotlights"
      eyebrow="Site content"
      lead="The designer feature on the home page. One spotlight is shown at a time: activating one takes the others off."
      actions={
        <HeaderActions>
          <ButtonLink $variant="secondary" to={DIAGNOSTICS_PATH}>
            Upload Diagnostics
          </ButtonLink>
          <ButtonLink to={NEW_SPOTLIGHT_PATH}>New Spotlight</ButtonLink>
        </HeaderActions>
      }
      filters={filters}
    >
      {(queryRef, list) => (
        <SpotlightList
          queryRef={queryRef}
          {...list}
          refreshKey={reloads}
          onActivated={() => setReloads((count) => count + 1)}
        />
      )}
    </StudioListRoute>
  );
}
