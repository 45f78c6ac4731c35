import { HERO_MESSAGES } from '@features/hero/messages';
import { useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import type { EditHeroSlidePageQuery } from '../../__generated__/EditHeroSlidePageQuery.graphql';
import { Button } from '../../components/Button';
import { useToast } from '../../shell/toast/useToast';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { TrashIcon } from '../kit/icons';
import { LoadError } from '../kit/LoadError';
import { isPermissionRefused } from '../kit/permissionRefused';
import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageHero, HERO_PATH } from './heroAccess';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import { deleteSlideConfirmation } from './HeroSlideCard';
import { HeroSlideForm } from './HeroSlideForm';
import { heroSlideFormFrom } from './heroSlideForm';
import { useDeleteHeroSlideMutation } from './useDeleteHeroSlideMutation';
import { useUpdateHeroSlideMutation } from './useUpdateHeroSlideMutation';
import { withUnsavedChangesGuard } from '../kit/form/withUnsavedChangesGuard';

// The carousel holds a handful of slides: the slide is found among them, by global or row id (the
// address may carry either), and an unknown id is simply not among them.
const editHeroSlidePageQuery = graphql`
  query EditHeroSlidePageQuery {
    studioHeroSlides {
      id
      databaseId
      image
      title
      subtitle
      link
      heroTitle
      isEditorial
      displayOrder
      isActive
    }
  }
`;

/** The spec names no text for this. */
export const SLIDE_LOAD_FAILED = 'Failed to load the hero slide';

const DangerButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};

  &:hover {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.white};
  }
`;

/** Spec section 2: a missing slide shows a toast ('Hero slide not found') and goes back to the list. */
function SlideNotFound() {
  const { showToast } = useToast();
  useEffect(() => showToast(HERO_MESSAGES.notFound, 'error'), [showToast]);
  return <Navigate to={HERO_PATH} replace />;
}

/** /studio/hero/{id} (super admins only): the slide form filled in, with its preview and Delete. */
function EditHeroSlideScreen() {
  const viewer = useStudioViewer();
  const { slideId = '' } = useParams();
  if (!canManageHero(viewer)) return <Navigate to={STUDIO_HOME_PATH} replace />;
  return (
    <>
      <StudioPageHeader
        eyebrow="Hero Carousel"
        title="Edit Hero Slide"
        lead="Change the slide. The preview shows it as the home page will."
      />
      <QuerySection
        resetKey={slideId}
        loading={<SectionLoading label="Loading the hero slide" />}
        error={(error, retry) => {
          if (isPermissionRefused(error)) return <Navigate to={STUDIO_HOME_PATH} replace />;
          return (
            <LoadError error={error} title="The slide could not be loaded." toast={SLIDE_LOAD_FAILED} onRetry={retry} />
          );
        }}
      >
        {(fetchKey) => <EditHeroSlide key={slideId} slideId={slideId} fetchKey={fetchKey} />}
      </QuerySection>
    </>
  );
}

function EditHeroSlide({ slideId, fetchKey }: { slideId: string; fetchKey: string }) {
  const { studioHeroSlides } = useLazyLoadQuery<EditHeroSlidePageQuery>(
    editHeroSlidePageQuery,
    {},
    { fetchPolicy: 'network-only', fetchKey },
  );
  const slide = studioHeroSlides.find((each) => each.id === slideId || each.databaseId === slideId);
  const navigate = useNavigate();
  const { updateSlide, saving } = useUpdateHeroSlideMutation();
  const { deleteSlide, deleting } = useDeleteHeroSlideMutation();
  const [confirming, setConfirming] = useState(false);
  if (!slide) return <SlideNotFound />;

  return (
    <>
      <HeroSlideForm
        mode="edit"
        label={`Edit hero slide ${slide.title}`}
        submitLabel="Save Changes"
        initial={heroSlideFormFrom(slide)}
        currentImage={slide.image}
        busy={saving || deleting}
        onSave={({ fields, image, onInvalid }) =>
          void updateSlide(
            slide.id,
            { ...fields, ...(image.image ? { image: image.image } : {}) },
            { file: image.file ?? null, onUpdated: () => void navigate(HERO_PATH), onInvalid },
          )
        }
        extraActions={
          <DangerButton $variant="secondary" onClick={() => setConfirming(true)}>
            <TrashIcon />
            Delete Slide
          </DangerButton>
        }
      />
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Hero Slide"
          message={deleteSlideConfirmation(slide.title)}
          deleting={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            deleteSlide(slide.id, {
              onDeleted: () => void navigate(HERO_PATH),
              onFailed: () => setConfirming(false),
            })
          }
        />
      ) : null}
    </>
  );
}

export const EditHeroSlidePage = withUnsavedChangesGuard(EditHeroSlideScreen);
