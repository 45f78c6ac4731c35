import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useNavigate } from 'react-router';
import type { NewHeroSlidePageQuery } from '../../__generated__/NewHeroSlidePageQuery.graphql';
import { LoadError } from '../kit/LoadError';
import { isPermissionRefused } from '../kit/permissionRefused';
import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageHero, HERO_PATH } from './heroAccess';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import { HeroSlideForm } from './HeroSlideForm';
import { newHeroSlideForm } from './heroSlideForm';
import { useCreateHeroSlideMutation } from './useCreateHeroSlideMutation';
import { withUnsavedChangesGuard } from '../kit/form/withUnsavedChangesGuard';

const newHeroSlidePageQuery = graphql`
  query NewHeroSlidePageQuery {
    nextHeroDisplayOrder
  }
`;

/** The spec names no text for this. */
export const NEXT_ORDER_FAILED = 'Failed to load the next display order';

/** /studio/hero/new (super admins only): the slide form with its preview; on success, back to the list. */
function NewHeroSlideScreen() {
  const viewer = useStudioViewer();
  if (!canManageHero(viewer)) return <Navigate to={STUDIO_HOME_PATH} replace />;
  return (
    <>
      <StudioPageHeader
        eyebrow="Hero Carousel"
        title="New Hero Slide"
        lead="Fill in the slide. The preview shows it as the home page will."
      />
      <QuerySection
        loading={<SectionLoading label="Loading the slide form" />}
        error={(error, retry) =>
          isPermissionRefused(error) ? (
            <Navigate to={STUDIO_HOME_PATH} replace />
          ) : (
            <LoadError
              error={error}
              title="The form could not be prepared."
              toast={NEXT_ORDER_FAILED}
              onRetry={retry}
            />
          )
        }
      >
        {(fetchKey) => <NewHeroSlideForm fetchKey={fetchKey} />}
      </QuerySection>
    </>
  );
}

function NewHeroSlideForm({ fetchKey }: { fetchKey: string }) {
  const { nextHeroDisplayOrder } = useLazyLoadQuery<NewHeroSlidePageQuery>(
    newHeroSlidePageQuery,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  const navigate = useNavigate();
  const { createSlide, creating } = useCreateHeroSlideMutation();
  return (
    <HeroSlideForm
      mode="create"
      label="New hero slide"
      submitLabel="Create Slide"
      initial={newHeroSlideForm(nextHeroDisplayOrder)}
      busy={creating}
      onSave={({ fields, image, onInvalid }) =>
        void createSlide({ ...fields, image: image.image ?? null }, image.file ?? null, {
          onCreated: () => void navigate(HERO_PATH),
          onInvalid,
        })
      }
    />
  );
}

export const NewHeroSlidePage = withUnsavedChangesGuard(NewHeroSlideScreen);
