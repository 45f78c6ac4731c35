import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { NewCollectionPageMutation } from '../../__generated__/NewCollectionPageMutation.graphql';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesCollections } from './collectionAccess';
import { CollectionDetailsForm } from './CollectionDetailsForm';
import { EMPTY_COLLECTION_FORM } from './collectionForm';
import { saveFailureMessage } from './collectionFailures';
import { withUnsavedChangesGuard } from '../kit/form/UnsavedChangesGuard';
import { collectionsPaths } from './paths';

const newCollectionPageMutation = graphql`
  mutation NewCollectionPageMutation($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      collection {
        id
        title
      }
    }
  }
`;

const CREATE_TEXTS = {
  success: COLLECTION_MESSAGES.created,
  failure: (error: unknown) => saveFailureMessage(error, 'create'),
};

const NEW_COLLECTION_TITLE = 'New Collection';

/** /studio/collections/new: title, brand, description and image; on success, back to the list. */
function NewCollectionScreen() {
  const viewer = useStudioViewer();
  const navigate = useNavigate();
  const { run, busy } = useStudioMutation<NewCollectionPageMutation>(newCollectionPageMutation, CREATE_TEXTS);
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
        busy={busy}
        onSave={({ fields, file, onInvalid }) =>
          void run(
            { input: { ...fields, imageFile: null } },
            { files: { 'input.imageFile': file }, onDone: () => void navigate(collectionsPaths.list), onInvalid },
          )
        }
      />
    </>
  );
}

export const NewCollectionPage = withUnsavedChangesGuard(NewCollectionScreen);
