import { HERO_MESSAGES } from '@features/hero/messages';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { Navigate, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import type {
  EditHeroSlidePageQuery,
  EditHeroSlidePageQuery$data,
} from '../../__generated__/EditHeroSlidePageQuery.graphql';
import { Button } from '../../components/Button';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { RecordNotFoundRedirect } from '../kit/form/RecordNotFound';
import { RecordRoute } from '../kit/form/RecordRoute';
import { TrashIcon } from '../kit/icons';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { canManageHero } from './heroAccess';
import { deleteSlideConfirmation } from './HeroSlideCard';
import { HeroSlideForm } from './HeroSlideForm';
import { heroSlideFormFrom } from './heroSlideForm';
import { useDeleteHeroSlideMutation } from './useDeleteHeroSlideMutation';
import { useUpdateHeroSlideMutation } from './useUpdateHeroSlideMutation';
import { heroPaths } from './paths';

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

type Slide = EditHeroSlidePageQuery$data['studioHeroSlides'][number];

const EDIT_TITLE = 'Edit Hero Slide';
/** The spec names no text for this. */
const SLIDE_LOAD_FAILED = 'Failed to load the hero slide';

const DangerButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};

  &:hover {
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.white};
  }
`;

/**
 * /studio/hero/{id} (super admins only; others go to /studio): the slide form filled in, with its
 * preview and Delete. A missing slide shows a toast ('Hero slide not found') and goes back to the
 * list (spec section 2).
 */
export function EditHeroSlidePage() {
  const viewer = useStudioViewer();
  const { slideId = '' } = useParams();
  return (
    <RecordRoute<EditHeroSlidePageQuery, Slide>
      title={EDIT_TITLE}
      allowed={canManageHero(viewer)}
      denied={<Navigate to={STUDIO_HOME_PATH} replace />}
      header={
        <StudioPageHeader
          eyebrow="Hero Carousel"
          title={EDIT_TITLE}
          lead="Change the slide. The preview shows it as the home page will."
        />
      }
      query={editHeroSlidePageQuery}
      variables={{}}
      pick={({ studioHeroSlides }) =>
        studioHeroSlides.find((each) => each.id === slideId || each.databaseId === slideId)
      }
      loadingLabel="Loading the hero slide"
      loadFailed={{ title: 'The slide could not be loaded.', toast: SLIDE_LOAD_FAILED }}
      notFound={<RecordNotFoundRedirect toast={HERO_MESSAGES.notFound} to={heroPaths.list} />}
    >
      {(slide) => <EditHeroSlide key={slide.id} slide={slide} />}
    </RecordRoute>
  );
}

function EditHeroSlide({ slide }: { slide: Slide }) {
  const navigate = useNavigate();
  const { updateSlide, saving } = useUpdateHeroSlideMutation();
  const { deleteSlide, deleting } = useDeleteHeroSlideMutation();
  const [confirming, setConfirming] = useState(false);
  const backToList = () => void navigate(heroPaths.list);

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
            { file: image.file, onDone: backToList, onInvalid },
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
          onConfirm={() => deleteSlide(slide.id, { onDone: backToList, onFailed: () => setConfirming(false) })}
        />
      ) : null}
    </>
  );
}
