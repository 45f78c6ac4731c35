import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CollectionRow_collection$key } from '../../__generated__/CollectionRow_collection.graphql';
import type { CollectionRowDeleteMutation } from '../../__generated__/CollectionRowDeleteMutation.graphql';
import { ImageIcon } from '../../components/icons/studioIcons';
import { RecordActionLink, TileActions, TileBody, TileCard, TileFacts, TilePicture } from '../kit/RecordTile';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { lowerConnectionTotal } from '../kit/form/lowerConnectionTotal';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { formatCount } from '../kit/format';
import { RecordDeleteButton } from '../kit/RecordActionButtons';
import { imageStatus } from '../kit/uploadedImageStatus';
import { GALLERY_FAILURES } from './collectionFailures';
import { collectionsPaths } from './paths';

const collectionRowFragment = graphql`
  fragment CollectionRow_collection on Collection {
    id
    title
    image
    primaryImage {
      processing
      failed
    }
    brand {
      id
      name
    }
    images {
      id
    }
  }
`;

// Takes the collection with its gallery (its products stay) out of the list, total included.
const deleteCollectionMutation = graphql`
  mutation CollectionRowDeleteMutation($id: ID!, $connections: [ID!]!) {
    deleteCollection(id: $id) {
      deletedCollectionId @deleteEdge(connections: $connections)
    }
  }
`;

const DELETE_TEXTS = {
  success: COLLECTION_MESSAGES.deleted,
  failure: userFacing(GALLERY_FAILURES.deleteCollection),
};

export const deleteCollectionConfirmation = (title: string) =>
  `Are you sure you want to delete the collection '${title}'? Its gallery goes with it; its products stay, without a collection. This action cannot be undone.`;

const imageCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'image' : 'images'}`;

interface CollectionRowProps {
  collection: CollectionRow_collection$key;
  connectionId: string;
  onDeleted: () => void;
}

/** One collection: its main image, title, brand and number of images, with Edit and Delete. */
export function CollectionRow({ collection: collectionKey, connectionId, onDeleted }: CollectionRowProps) {
  const collection = useFragment(collectionRowFragment, collectionKey);
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const { run, busy: deleting } = useStudioMutation<CollectionRowDeleteMutation>(
    deleteCollectionMutation,
    DELETE_TEXTS,
  );

  return (
    <TileCard aria-labelledby={headingId}>
      <TilePicture
        src={collection.image}
        ratio="4 / 3"
        fallback={<ImageIcon />}
        status={imageStatus(collection.primaryImage)}
      />
      <TileBody>
        <h3 id={headingId}>{collection.title}</h3>
        <TileFacts>
          {collection.brand.name} · {imageCount(collection.images.length)}
        </TileFacts>
        <TileActions>
          <RecordActionLink to={collectionsPaths.edit(collection.id)} action="Edit" record={collection.title} />
          <RecordDeleteButton record={collection.title} onClick={() => setConfirming(true)} />
        </TileActions>
      </TileBody>
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Collection"
          message={deleteCollectionConfirmation(collection.title)}
          deleting={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void run(
              { id: collection.id, connections: [connectionId] },
              { updater: lowerConnectionTotal(connectionId), onDone: onDeleted, onFailed: () => setConfirming(false) },
            )
          }
        />
      ) : null}
    </TileCard>
  );
}
