import { HERO_MESSAGES } from '@features/hero/messages';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteHeroSlideMutation as DeleteHeroSlideMutation } from '../../__generated__/useDeleteHeroSlideMutation.graphql';
import { userFacingMessage } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';

const deleteHeroSlideMutation = graphql`
  mutation useDeleteHeroSlideMutation($id: ID!) {
    deleteHeroSlide(id: $id) {
      deletedSlideId
    }
  }
`;

/** The spec names no text for a refused delete. */
export const DELETE_FAILED = 'Failed to delete hero slide';

/** Deletes a hero slide for good and takes it out of the studio's list of slides. */
export function useDeleteHeroSlideMutation() {
  const { showToast } = useToast();
  const [commit, deleting] = useMutation<DeleteHeroSlideMutation>(deleteHeroSlideMutation);
  const deleteSlide = useCallback(
    (slideId: string, { onDeleted, onFailed }: { onDeleted?: () => void; onFailed?: () => void } = {}) => {
      commit({
        variables: { id: slideId },
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
        onCompleted: () => {
          showToast(HERO_MESSAGES.deleted, 'success');
          onDeleted?.();
        },
        onError: (error) => {
          showToast(userFacingMessage(error, DELETE_FAILED), 'error');
          onFailed?.();
        },
      });
    },
    [commit, showToast],
  );
  return { deleteSlide, deleting };
}
