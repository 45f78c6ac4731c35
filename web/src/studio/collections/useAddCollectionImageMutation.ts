import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { graphql } from 'react-relay';
import type { useAddCollectionImageMutation as AddCollectionImageMutation } from '../../__generated__/useAddCollectionImageMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import type { FormProblems } from '../kit/useFormProblems';
import { failureMessage, GALLERY_FAILURES } from './collectionFailures';

const addCollectionImageMutation = graphql`
  mutation useAddCollectionImageMutation($input: AddCollectionImageInput!) {
    addCollectionImage(input: $input) {
      collection {
        id
        image
        ...CollectionGallery_collection
      }
    }
  }
`;

export interface NewGalleryImage {
  /** An address, or a file to upload. */
  imageUrl?: string;
  file?: File;
  altText: string;
}

interface AddCallbacks {
  onAdded?: () => void;
  onInvalid?: (problems: FormProblems) => void;
}

const TEXTS = {
  success: COLLECTION_MESSAGES.imageAdded,
  failure: (error: unknown) => failureMessage(error, GALLERY_FAILURES.add),
};

/** Adds an image at the end of a collection's gallery (the next display order, 1 in an empty gallery). */
export function useAddCollectionImageMutation(collectionId: string) {
  const { run, busy } = useStudioMutation<AddCollectionImageMutation>(addCollectionImageMutation, TEXTS);
  const addImage = async ({ imageUrl, file, altText }: NewGalleryImage, { onAdded, onInvalid }: AddCallbacks = {}) => {
    await run(
      { input: { collectionId, imageUrl: imageUrl ?? null, imageFile: null, altText: altText.trim() || null } },
      { files: { 'input.imageFile': file }, onDone: onAdded, onInvalid },
    );
  };
  return { addImage, adding: busy };
}
