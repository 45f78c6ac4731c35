import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import styled from 'styled-components';
import type { CollectionGallery_collection$key } from '../../__generated__/CollectionGallery_collection.graphql';
import type { CollectionGalleryAltTextMutation } from '../../__generated__/CollectionGalleryAltTextMutation.graphql';
import type { CollectionGalleryDeleteImageMutation } from '../../__generated__/CollectionGalleryDeleteImageMutation.graphql';
import type { CollectionGalleryReorderMutation } from '../../__generated__/CollectionGalleryReorderMutation.graphql';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { studioPanelStyles } from '../kit/surfaces';
import { AddGalleryImageForm } from './AddGalleryImageForm';
import { GALLERY_FAILURES } from './collectionFailures';
import { GalleryImageItem } from './GalleryImageItem';
import { imageName, moveAnnouncement, moveBy, moveTo } from './galleryOrder';

const collectionGalleryFragment = graphql`
  fragment CollectionGallery_collection on Collection @refetchable(queryName: "CollectionGalleryRefetchQuery") {
    id
    images {
      id
      imageUrl
      altText
      displayOrder
      picture {
        processing
        failed
      }
    }
  }
`;

// Each answers with the gallery as it now is (a deleted main image's place taken by the next one).
const reorderMutation = graphql`
  mutation CollectionGalleryReorderMutation($input: ReorderCollectionImagesInput!) {
    reorderCollectionImages(input: $input) {
      collection {
        id
        image
        ...CollectionGallery_collection
      }
    }
  }
`;

const altTextMutation = graphql`
  mutation CollectionGalleryAltTextMutation($input: UpdateCollectionImageInput!) {
    updateCollectionImage(input: $input) {
      collection {
        id
        ...CollectionGallery_collection
      }
    }
  }
`;

const deleteImageMutation = graphql`
  mutation CollectionGalleryDeleteImageMutation($input: DeleteCollectionImageInput!) {
    deleteCollectionImage(input: $input) {
      collection {
        id
        image
        ...CollectionGallery_collection
      }
    }
  }
`;

const REORDER_TEXTS = { success: COLLECTION_MESSAGES.imagesReordered, failure: COLLECTION_MESSAGES.reorderFailed };
const ALT_TEXT_TEXTS = { success: COLLECTION_MESSAGES.altTextSaved, failure: userFacing(GALLERY_FAILURES.altText) };
const DELETE_TEXTS = { success: COLLECTION_MESSAGES.imageDeleted, failure: userFacing(GALLERY_FAILURES.delete) };

const Section = styled.section`
  ${studioPanelStyles}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Images = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
  border: 1px dashed ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const deleteImageConfirmation = (name: string, becomesMain: boolean) =>
  `Are you sure you want to delete ${name} from the gallery?${
    becomesMain ? ' The next image becomes the main image.' : ''
  } This action cannot be undone.`;

/**
 * The collection's gallery (spec section 5): images in display order, the first the main image.
 * Each can be moved (Move up / Move down, or dragged), its alt text edited, or deleted; each change
 * is saved at once and told in a toast, and a move is announced in a live region. A refused
 * reorder reloads the gallery.
 */
export function CollectionGallery({ collection: collectionKey }: { collection: CollectionGallery_collection$key }) {
  const [collection, refetch] = useRefetchableFragment(collectionGalleryFragment, collectionKey);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const images = collection.images;
  const ids = images.map((image) => image.id);

  const reload = useCallback(() => startTransition(() => void refetch({}, { fetchPolicy: 'network-only' })), [refetch]);
  const reorder = useStudioMutation<CollectionGalleryReorderMutation>(reorderMutation, REORDER_TEXTS);
  const altTextSave = useStudioMutation<CollectionGalleryAltTextMutation>(altTextMutation, ALT_TEXT_TEXTS);
  const deleteImage = useStudioMutation<CollectionGalleryDeleteImageMutation>(deleteImageMutation, DELETE_TEXTS);

  // The new order shows at once; if the server refuses, the toast says so and the gallery reloads (spec section 8).
  const reorderImages = (imageIds: readonly string[]) =>
    void reorder.run(
      { input: { collectionId: collection.id, imageIds: [...imageIds] } },
      {
        optimisticUpdater: (store) => {
          const record = store.get(collection.id);
          const linked = record?.getLinkedRecords('images');
          if (!record || !linked) return;
          const byId = new Map(linked.filter(Boolean).map((image) => [image!.getDataID(), image!]));
          const ordered = imageIds.map((id) => byId.get(id)).filter((image) => image !== undefined);
          ordered.forEach((image, index) => image.setValue(index + 1, 'displayOrder'));
          record.setLinkedRecords(ordered, 'images');
        },
        onFailed: reload,
      },
    );

  // A blank alt text clears it; the new text shows at once.
  const saveAltText = (imageId: string, altText: string) => {
    const text = altText.trim() || null;
    void altTextSave.run(
      { input: { id: imageId, altText: text } },
      { optimisticUpdater: (store) => store.get(imageId)?.setValue(text, 'altText') },
    );
  };

  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<{ id: string; name: string; first: boolean } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState<string | null>(null);

  // A moved image's button may be moved in the page with it: focus is put back on it.
  const refocus = useRef<{ id: string; control: 'up' | 'down' } | null>(null);
  const order = ids.join();
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-image-id="${target.id}"] [data-move="${target.control}"]`)
      ?.focus();
  }, [order]);

  const saveOrder = (id: string, next: string[] | null, control?: 'up' | 'down') => {
    if (!next) return;
    const image = images.find((each) => each.id === id);
    const position = next.indexOf(id) + 1;
    if (control) refocus.current = { id, control };
    reorderImages(next);
    setAnnouncement(moveAnnouncement(imageName(image?.altText, ids.indexOf(id) + 1), position, next.length));
  };

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Gallery
      </h2>
      <Lead>
        The first image is the main image. Use Move up and Move down, or drag an image by its handle, to change the
        order; each change is saved at once.
      </Lead>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {images.length === 0 ? (
        <Empty>No images in the gallery yet. Add one below.</Empty>
      ) : (
        <Images ref={listRef} aria-label="Gallery images">
          {images.map((image, index) => {
            const name = imageName(image.altText, index + 1);
            return (
              <GalleryImageItem
                key={image.id}
                image={image}
                position={index + 1}
                total={images.length}
                name={name}
                savingAltText={altTextSave.busy}
                dragging={dragged === image.id}
                dragOver={dragOver === image.id && dragged !== image.id}
                onMove={(delta) => saveOrder(image.id, moveBy(ids, image.id, delta), delta < 0 ? 'up' : 'down')}
                onSaveAltText={(altText) => saveAltText(image.id, altText)}
                onDelete={() => setConfirming({ id: image.id, name, first: index === 0 && images.length > 1 })}
                onDragStart={() => setDragged(image.id)}
                onDragEnd={() => {
                  setDragged(null);
                  setDragOver(null);
                }}
                onDragEnter={() => setDragOver(image.id)}
                onDrop={() => {
                  if (dragged) saveOrder(dragged, moveTo(ids, dragged, index));
                  setDragged(null);
                  setDragOver(null);
                }}
              />
            );
          })}
        </Images>
      )}
      <AddGalleryImageForm collectionId={collection.id} />
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Image"
          message={deleteImageConfirmation(confirming.name, confirming.first)}
          deleting={deleteImage.busy}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            void deleteImage.run(
              { input: { id: confirming.id } },
              {
                onDone: () => {
                  setConfirming(null);
                  // Its Delete button went with it: focus moves to the gallery's heading.
                  requestAnimationFrame(() => headingRef.current?.focus());
                },
                onFailed: () => setConfirming(null),
              },
            )
          }
        />
      ) : null}
    </Section>
  );
}
