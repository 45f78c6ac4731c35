import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { useCallback, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { useAddCollectionImageMutation as AddCollectionImageMutation } from '../../__generated__/useAddCollectionImageMutation.graphql';
import { fieldErrorsOf } from '../../relay/mutationErrors';
import { useToast } from '../../shell/toast/useToast';
import { commitMutationWithFiles } from '../kit/commitMutationWithFiles';
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
  onInvalid?: (problems: Record<string, string>) => void;
}

/** Adds an image at the end of a collection's gallery (the next display order, 1 in an empty gallery). */
export function useAddCollectionImageMutation(collectionId: string) {
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [adding, setAdding] = useState(false);

  const addImage = useCallback(
    async ({ imageUrl, file, altText }: NewGalleryImage, { onAdded, onInvalid }: AddCallbacks = {}) => {
      setAdding(true);
      try {
        await commitMutationWithFiles<AddCollectionImageMutation>(
          environment,
          addCollectionImageMutation,
          { input: { collectionId, imageUrl: imageUrl ?? null, imageFile: null, altText: altText.trim() || null } },
          { 'input.imageFile': file },
        );
        showToast(COLLECTION_MESSAGES.imageAdded, 'success');
        onAdded?.();
      } catch (error) {
        const problems = fieldErrorsOf(error);
        if (Object.keys(problems).length) onInvalid?.(problems);
        showToast(failureMessage(error, GALLERY_FAILURES.add), 'error');
      } finally {
        setAdding(false);
      }
    },
    [collectionId, environment, showToast],
  );

  return { addImage, adding };
}
