import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { NewSpotlightPageMutation } from '../../__generated__/NewSpotlightPageMutation.graphql';
import type {
  NewSpotlightPageQuery,
  NewSpotlightPageQuery$data,
} from '../../__generated__/NewSpotlightPageQuery.graphql';
import { RecordRoute } from '../kit/form/RecordRoute';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageSpotlight } from './spotlightAccess';
import { SPOTLIGHT_PATH } from './paths';
import { newSpotlightForm } from './spotlightForm';
import { SpotlightForm } from './SpotlightForm';
import { createFailure } from './spotlightFailures';
import { FILES_SENT_APART, spotlightFileParts } from './spotlightFileParts';

const newSpotlightPageQuery = graphql`
  query NewSpotlightPageQuery {
    spotlightBrandChoices {
      id
      databaseId
      name
    }
  }
`;

const newSpotlightPageMutation = graphql`
  mutation NewSpotlightPageMutation($input: CreateSpotlightInput!) {
    createSpotlight(input: $input) {
      spotlight {
        id
        title
        isActive
      }
    }
  }
`;

const CREATE_TEXTS = { success: SPOTLIGHT_MESSAGES.created, failure: createFailure };

const NEW_SPOTLIGHT_TITLE = 'New Spotlight';

type Brands = NewSpotlightPageQuery$data['spotlightBrandChoices'];

/**
 * /studio/spotlight/new: the spotlight form, active by default; on success back to the list. Anyone
 * but a super admin sees an access-restricted notice (spec section 6).
 */
export function NewSpotlightPage() {
  const viewer = useStudioViewer();
  return (
    <RecordRoute<NewSpotlightPageQuery, Brands>
      title={NEW_SPOTLIGHT_TITLE}
      allowed={canManageSpotlight(viewer)}
      denied={<PermissionDenied title={NEW_SPOTLIGHT_TITLE} message={SPOTLIGHT_MESSAGES.accessRestricted} />}
      header={
        <StudioPageHeader
          eyebrow="Spotlight"
          title={NEW_SPOTLIGHT_TITLE}
          lead="Feature a designer on the home page: their story, a quote, a picture or film, and a few of their pieces."
        />
      }
      query={newSpotlightPageQuery}
      variables={{}}
      fetchPolicy="store-or-network"
      pick={({ spotlightBrandChoices }) => spotlightBrandChoices}
      loadingLabel="Loading the spotlight form"
      loadFailed={{ title: 'The form could not be prepared.', toast: 'Failed to load brands' }}
      notFound={null}
    >
      {(brands) => <NewSpotlightForm brands={brands} />}
    </RecordRoute>
  );
}

function NewSpotlightForm({ brands }: { brands: Brands }) {
  const navigate = useNavigate();
  const { run, busy, progress } = useStudioMutation<NewSpotlightPageMutation>(newSpotlightPageMutation, CREATE_TEXTS);
  const [initial] = useState(newSpotlightForm);
  return (
    <SpotlightForm
      mode="create"
      label="New spotlight"
      submitLabel="Create Spotlight"
      initial={initial}
      brands={brands}
      busy={busy}
      progress={progress}
      onSave={({ input, files, onInvalid }) =>
        void run(
          { input: { ...input, ...FILES_SENT_APART } },
          { files: spotlightFileParts(files), onDone: () => void navigate(SPOTLIGHT_PATH), onInvalid },
        )
      }
    />
  );
}
