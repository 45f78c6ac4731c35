import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Navigate, useNavigate, useParams } from 'react-router';
import type {
  EditSpotlightPageQuery,
  EditSpotlightPageQuery$data,
} from '../../__generated__/EditSpotlightPageQuery.graphql';
import { RecordNotFoundRedirect } from '../kit/form/RecordNotFound';
import { RecordRoute } from '../kit/form/RecordRoute';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageSpotlight } from './spotlightAccess';
import { spotlightFormFrom } from './spotlightForm';
import { SpotlightForm } from './SpotlightForm';
import { useUpdateSpotlightMutation } from './useUpdateSpotlightMutation';
import { SPOTLIGHT_PATH } from './paths';

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

type Loaded = {
  spotlight: NonNullable<EditSpotlightPageQuery$data['studioSpotlight']>;
  brands: EditSpotlightPageQuery$data['spotlightBrandChoices'];
};

const EDIT_TITLE = 'Edit Spotlight';

/**
 * /studio/spotlight/{id} (super admins; others go to /studio): the spotlight's form filled in; save
 * and cancel return to the list. A missing spotlight says so in a toast and goes back to the list
 * (spec section 2).
 */
export function EditSpotlightPage() {
  const viewer = useStudioViewer();
  const { spotlightId = '' } = useParams();
  return (
    <RecordRoute<EditSpotlightPageQuery, Loaded>
      title={EDIT_TITLE}
      allowed={canManageSpotlight(viewer)}
      denied={<Navigate to={STUDIO_HOME_PATH} replace />}
      header={
        <StudioPageHeader
          eyebrow="Spotlight"
          title={EDIT_TITLE}
          lead="Change what the home page's spotlight says and shows."
        />
      }
      query={editSpotlightPageQuery}
      variables={{ id: spotlightId }}
      pick={({ studioSpotlight, spotlightBrandChoices }) =>
        studioSpotlight && { spotlight: studioSpotlight, brands: spotlightBrandChoices }
      }
      loadingLabel="Loading spotlight content"
      loadFailed={{ title: 'The spotlight content could not be loaded.', toast: SPOTLIGHT_MESSAGES.loadFailed }}
      notFound={<RecordNotFoundRedirect toast={SPOTLIGHT_MESSAGES.notFound} to={SPOTLIGHT_PATH} />}
    >
      {(loaded) => <EditSpotlight {...loaded} />}
    </RecordRoute>
  );
}

function EditSpotlight({ spotlight, brands }: Loaded) {
  const navigate = useNavigate();
  const { updateSpotlight, saving, progress } = useUpdateSpotlightMutation();
  const [initial] = useState(() => spotlightFormFrom(spotlight, brands));

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
        void updateSpotlight(spotlight.id, input, { files, onDone: () => void navigate(SPOTLIGHT_PATH), onInvalid })
      }
    />
  );
}
