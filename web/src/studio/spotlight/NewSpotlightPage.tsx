import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { NewSpotlightPageMutation } from '../../__generated__/NewSpotlightPageMutation.graphql';
import type { NewSpotlightPageQuery } from '../../__generated__/NewSpotlightPageQuery.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { LoadError } from '../kit/LoadError';
import { PermissionDenied } from '../kit/PermissionDenied';
import { isPermissionRefused } from '../kit/permissionRefused';
import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageSpotlight } from './spotlightAccess';
import { newSpotlightForm } from './spotlightForm';
import { SpotlightForm } from './SpotlightForm';
import { createFailure } from './spotlightFailures';
import { FILES_SENT_APART, spotlightFileParts } from './spotlightFileParts';
import { withUnsavedChangesGuard } from '../kit/form/withUnsavedChangesGuard';
import { SPOTLIGHT_PATH } from './paths';

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

/**
 * /studio/spotlight/new: the spotlight form, active by default; on success back to the list. Anyone
 * but a super admin sees an access-restricted notice (spec section 6).
 */
function NewSpotlightScreen() {
  const viewer = useStudioViewer();
  if (!canManageSpotlight(viewer))
    return <PermissionDenied title={NEW_SPOTLIGHT_TITLE} message={SPOTLIGHT_MESSAGES.accessRestricted} />;
  return (
    <>
      <StudioPageHeader
        eyebrow="Spotlight"
        title={NEW_SPOTLIGHT_TITLE}
        lead="Feature a designer on the home page: their story, a quote, a picture or film, and a few of their pieces."
      />
      <QuerySection
        loading={<SectionLoading label="Loading the spotlight form" />}
        error={(error, retry) =>
          isPermissionRefused(error) ? (
            <PermissionDenied title={NEW_SPOTLIGHT_TITLE} message={SPOTLIGHT_MESSAGES.accessRestricted} />
          ) : (
            <LoadError
              error={error}
              title="The form could not be prepared."
              toast="Failed to load brands"
              onRetry={retry}
            />
          )
        }
      >
        {(fetchKey) => <NewSpotlightForm fetchKey={fetchKey} />}
      </QuerySection>
    </>
  );
}

function NewSpotlightForm({ fetchKey }: { fetchKey: string }) {
  const { spotlightBrandChoices: brands } = useLazyLoadQuery<NewSpotlightPageQuery>(
    newSpotlightPageQuery,
    {},
    { fetchPolicy: 'store-or-network', fetchKey },
  );
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

export const NewSpotlightPage = withUnsavedChangesGuard(NewSpotlightScreen);
