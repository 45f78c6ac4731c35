import { useNavigate } from 'react-router';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesCollections } from './collectionAccess';
import { CollectionDetailsForm } from './CollectionDetailsForm';
import { EMPTY_COLLECTION_FORM } from './collectionForm';
import { COLLECTIONS_PATH } from './collectionsPaging';
import { useCreateCollectionMutation } from './useCreateCollectionMutation';
import { withUnsavedChangesGuard } from '../kit/form/withUnsavedChangesGuard';

const NEW_COLLECTION_TITLE = 'New Collection';

/** /studio/collections/new: title, brand, description and image; on success, back to the list. */
function NewCollectionScreen() {
  const viewer = useStudioViewer();
  const navigate = useNavigate();
  const { createCollection, creating } = useCreateCollectionMutation();
  if (!managesCollections(viewer)) return <PermissionDenied title={NEW_COLLECTION_TITLE} />;

  return (
    <>
      <StudioPageHeader
        eyebrow="Catalogue"
        title={NEW_COLLECTION_TITLE}
        lead="Name the collection, choose its brand and give it a main image. Add more images to its gallery once it is created."
      />
      <CollectionDetailsForm
        mode="create"
        label="New collection"
        submitLabel="Create Collection"
        initial={EMPTY_COLLECTION_FORM}
        busy={creating}
        onSave={({ fields, file, onInvalid }) =>
          void createCollection(fields, file, { onCreated: () => void navigate(COLLECTIONS_PATH), onInvalid })
        }
      />
    </>
  );
}

export const NewCollectionPage = withUnsavedChangesGuard(NewCollectionScreen);
