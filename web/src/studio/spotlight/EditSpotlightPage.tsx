import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { EditSpotlightPageQuery } from '../../__generated__/EditSpotlightPageQuery.graphql';
import { useToast } from '../../shell/toast/useToast';
import { LoadError } from '../kit/LoadError';
import { isPermissionRefused } from '../kit/permissionRefused';
import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageSpotlight, SPOTLIGHT_PATH } from './spotlightAccess';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import { spotlightFormFrom } from './spotlightForm';
import { SpotlightForm } from './SpotlightForm';
import { useUpdateSpotlightMutation } from './useUpdateSpotlightMutation';
import { withUnsavedChangesGuard } from '../kit/form/withUnsavedChangesGuard';

const editSpotlightPageQuery = graphql`
  query EditSpotlightPageQuery($id: ID!) {
    studioSpotlight(id: $id) {
      id
      title
      subtitle
      brandName
      brandDescription
      brandQuote
      brandQuoteAuthor
      brandLink
      mainImage
      videoUrl
      videoThumbnail
      videoType
      videoDescription
      isActive
      featuredProducts {
        name
        collection
        image
        product {
          id
          brand {
            id
          }
        }
      }
    }
    spotlightBrandChoices {
      id
      databaseId
      name
    }
  }
`;

/** Spec section 2: a missing spotlight says so in a toast and goes back to the list. */
function SpotlightNotFound() {
  const { showToast } = useToast();
  useEffect(() => showToast(SPOTLIGHT_MESSAGES.notFound, 'error'), [showToast]);
  return <Navigate to={SPOTLIGHT_PATH} replace />;
}

/**
 * /studio/spotlight/{id} (super admins; others go to /studio): the spotlight's form filled in; save
 * and cancel return to the list.
 */
function EditSpotlightScreen() {
  const viewer = useStudioViewer();
  const { spotlightId = '' } = useParams();
  if (!canManageSpotlight(viewer)) return <Navigate to={STUDIO_HOME_PATH} replace />;
  return (
    <>
      <StudioPageHeader
        eyebrow="Spotlight"
        title="Edit Spotlight"
        lead="Change what the home page's spotlight says and shows."
      />
      <QuerySection
        resetKey={spotlightId}
        loading={<SectionLoading label="Loading spotlight content" />}
        error={(error, retry) =>
          isPermissionRefused(error) ? (
            <Navigate to={STUDIO_HOME_PATH} replace />
          ) : (
            <LoadError
              error={error}
              title="The spotlight content could not be loaded."
              toast={SPOTLIGHT_MESSAGES.loadFailed}
              onRetry={retry}
            />
          )
        }
      >
        {(fetchKey) => <EditSpotlight key={spotlightId} spotlightId={spotlightId} fetchKey={fetchKey} />}
      </QuerySection>
    </>
  );
}

function EditSpotlight({ spotlightId, fetchKey }: { spotlightId: string; fetchKey: string }) {
  const { studioSpotlight: spotlight, spotlightBrandChoices: brands } = useLazyLoadQuery<EditSpotlightPageQuery>(
    editSpotlightPageQuery,
    { id: spotlightId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const navigate = useNavigate();
  const { updateSpotlight, saving, progress } = useUpdateSpotlightMutation();
  const [initial] = useState(() => (spotlight ? spotlightFormFrom(spotlight, brands) : null));
  if (!spotlight || !initial) return <SpotlightNotFound />;

  return (
    <SpotlightForm
      mode="edit"
      label={`Edit spotlight ${spotlight.title}`}
      submitLabel="Save Changes"
      initial={initial}
      brands={brands}
      current={{
        mainImage: spotlight.mainImage ?? null,
        videoUrl: spotlight.videoUrl ?? null,
        videoThumbnail: spotlight.videoThumbnail ?? null,
      }}
      busy={saving}
      progress={progress}
      onSave={({ input, files, onInvalid }) =>
        void updateSpotlight(spotlight.id, input, {
          files,
          onUpdated: () => void navigate(SPOTLIGHT_PATH),
          onInvalid,
        })
      }
    />
  );
}

export const EditSpotlightPage = withUnsavedChangesGuard(EditSpotlightScreen);
