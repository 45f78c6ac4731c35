import { HERO_MESSAGES } from '@features/hero/messages';
import { graphql } from 'react-relay';
import { Navigate, useNavigate } from 'react-router';
import type { NewHeroSlidePageMutation } from '../../__generated__/NewHeroSlidePageMutation.graphql';
import type { NewHeroSlidePageQuery } from '../../__generated__/NewHeroSlidePageQuery.graphql';
import { RecordRoute } from '../kit/form/RecordRoute';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageHero } from './heroAccess';
import { createFailureMessage } from './heroFailures';
import { HeroSlideForm } from './HeroSlideForm';
import { newHeroSlideForm } from './heroSlideForm';
import { heroPaths } from './paths';

const newHeroSlidePageQuery = graphql`
  query NewHeroSlidePageQuery {
    nextHeroDisplayOrder
  }
`;

// The image is an address in the input or a file sent with it (multipart).
const newHeroSlidePageMutation = graphql`
  mutation NewHeroSlidePageMutation($input: CreateHeroSlideInput!) {
    createHeroSlide(input: $input) {
      slide {
        id
        title
      }
    }
  }
`;

const CREATE_TEXTS = { success: HERO_MESSAGES.created, failure: createFailureMessage };

const NEW_TITLE = 'New Hero Slide';
/** The spec names no text for this. */
const NEXT_ORDER_FAILED = 'Failed to load the next display order';

/** /studio/hero/new (super admins only): the slide form with its preview; on success, back to the list. */
export function NewHeroSlidePage() {
  const viewer = useStudioViewer();
  return (
    <RecordRoute<NewHeroSlidePageQuery, number>
      title={NEW_TITLE}
      allowed={canManageHero(viewer)}
      denied={<Navigate to={STUDIO_HOME_PATH} replace />}
      header={
        <StudioPageHeader
          eyebrow="Hero Carousel"
          title={NEW_TITLE}
          lead="Fill in the slide. The preview shows it as the home page will."
        />
      }
      query={newHeroSlidePageQuery}
      variables={{}}
      pick={(data) => data.nextHeroDisplayOrder}
      loadingLabel="Loading the slide form"
      loadFailed={{ title: 'The form could not be prepared.', toast: NEXT_ORDER_FAILED }}
      notFound={null}
    >
      {(nextDisplayOrder) => <NewHeroSlideForm nextDisplayOrder={nextDisplayOrder} />}
    </RecordRoute>
  );
}

function NewHeroSlideForm({ nextDisplayOrder }: { nextDisplayOrder: number }) {
  const navigate = useNavigate();
  const { run, busy } = useStudioMutation<NewHeroSlidePageMutation>(newHeroSlidePageMutation, CREATE_TEXTS);
  return (
    <HeroSlideForm
      mode="create"
      label="New hero slide"
      submitLabel="Create Slide"
      initial={newHeroSlideForm(nextDisplayOrder)}
      busy={busy}
      onSave={({ fields, image, onInvalid }) =>
        void run(
          { input: { ...fields, image: image.image ?? null, imageFile: null } },
          { files: { 'input.imageFile': image.file }, onDone: () => void navigate(heroPaths.list), onInvalid },
        )
      }
    />
  );
}
