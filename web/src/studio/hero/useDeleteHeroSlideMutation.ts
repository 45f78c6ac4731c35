import { HERO_MESSAGES } from '@features/hero/messages';
import { graphql } from 'react-relay';
import type { useDeleteHeroSlideMutation as DeleteHeroSlideMutation } from '../../__generated__/useDeleteHeroSlideMutation.graphql';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation, type StudioMutationRun } from '../kit/form/useStudioMutation';

const deleteHeroSlideMutation = graphql`
  mutation useDeleteHeroSlideMutation($id: ID!) {
    deleteHeroSlide(id: $id) {
      deletedSlideId
    }
  }
`;

/** The spec names no text for a refused delete. */
const DELETE_FAILED = 'Failed to delete hero slide';

const TEXTS = { success: HERO_MESSAGES.deleted, failure: userFacing(DELETE_FAILED) };

/** Deletes a hero slide for good and takes it out of the studio's list of slides. */
export function useDeleteHeroSlideMutation() {
  const { run, busy } = useStudioMutation<DeleteHeroSlideMutation>(deleteHeroSlideMutation, TEXTS);
  const deleteSlide = (slideId: string, options: StudioMutationRun<DeleteHeroSlideMutation> = {}) =>
    void run(
      { id: slideId },
      {
        ...options,
        updater: (store, data) => {
          const deleted = data?.deleteHeroSlide.deletedSlideId ?? slideId;
          const root = store.getRoot();
          const slides = root.getLinkedRecords('studioHeroSlides');
          if (slides)
            root.setLinkedRecords(
              slides.filter((slide) => slide?.getDataID() !== deleted),
              'studioHeroSlides',
            );
        },
      },
    );
  return { deleteSlide, deleting: busy };
}
