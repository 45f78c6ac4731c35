import { COLLECTION_MESSAGES } from '@features/collections/messages';
import { graphql } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import type { EditCollectionPageMutation } from '../../__generated__/EditCollectionPageMutation.graphql';
import type {
  EditCollectionPageQuery,
  EditCollectionPageQuery$data,
} from '../../__generated__/EditCollectionPageQuery.graphql';
import { RecordNotFound } from '../kit/form/RecordNotFound';
import { RecordRoute } from '../kit/form/RecordRoute';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesBrandOf, managesCollections } from './collectionAccess';
import { saveFailureMessage } from './collectionFailures';
import { CollectionDetailsForm } from './CollectionDetailsForm';
import { collectionFormFrom } from './collectionForm';
import { CollectionGallery } from './CollectionGallery';
import { COLLECTIONS_SIGN_IN } from './CollectionsPage';
import { collectionsPaths } from './paths';

const editCollectionPageQuery = graphql`
  query EditCollectionPageQuery($id: ID!) {
    collection(id: $id) {
      id
      title
      description
      image
      brand {
        id
        name
      }
      ...CollectionGallery_collection
    }
  }
`;

// A new image (an address or a file sent with it) becomes the main image, first in the gallery.
const editCollectionPageMutation = graphql`
  mutation EditCollectionPageMutation($input: UpdateCollectionInput!) {
    updateCollection(input: $input) {
      collection {
        id
        title
        description
        image
        brand {
          id
          name
        }
        ...CollectionGallery_collection
      }
    }
  }
`;

const UPDATE_TEXTS = {
  success: COLLECTION_MESSAGES.updated,
  failure: (error: unknown) => saveFailureMessage(error, 'edit'),
};

type Collection = NonNullable<EditCollectionPageQuery$data['collection']>;

const EDIT_TITLE = 'Edit Collection';
/** The spec names no text for this. */
export const COLLECTION_LOAD_FAILED = 'Failed to load the collection';

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** /studio/collections/{id}: the collection's details and its gallery; others' collections are not found. */
export function EditCollectionPage() {
  const viewer = useStudioViewer();
  const { collectionId = '' } = useParams();
  return (
    <RecordRoute<EditCollectionPageQuery, Collection>
      title={EDIT_TITLE}
      header={
        <StudioPageHeader
          eyebrow="Catalogue"
          title={EDIT_TITLE}
          lead="Change the collection's details. The gallery's changes are saved as you make them."
        />
      }
      allowed={managesCollections(viewer)}
      signIn={{ message: COLLECTIONS_SIGN_IN, returnTo: `${collectionsPaths.list}/${collectionId}` }}
      query={editCollectionPageQuery}
      variables={{ id: collectionId }}
      pick={({ collection }) => (collection && managesBrandOf(viewer, collection.brand.id) ? collection : null)}
      loadingLabel="Loading the collection"
      loadFailed={{ title: 'The collection could not be loaded.', toast: COLLECTION_LOAD_FAILED }}
      notFound={
        <RecordNotFound
          eyebrow="Catalogue"
          title={COLLECTION_MESSAGES.notFound}
          backTo={collectionsPaths.list}
          backLabel="Back to Collections"
        />
      }
    >
      {(collection) => <EditCollection collection={collection} />}
    </RecordRoute>
  );
}

function EditCollection({ collection }: { collection: Collection }) {
  const navigate = useNavigate();
  const { run, busy } = useStudioMutation<EditCollectionPageMutation>(editCollectionPageMutation, UPDATE_TEXTS);
  return (
    <Stack>
      <CollectionDetailsForm
        mode="edit"
        label={`Details of ${collection.title}`}
        submitLabel="Save Changes"
        initial={collectionFormFrom(collection)}
        currentImage={collection.image}
        currentBrand={collection.brand}
        busy={busy}
        onSave={({ fields, file, onInvalid }) =>
          void run(
            { input: { id: collection.id, ...fields, imageFile: null } },
            { files: { 'input.imageFile': file }, onDone: () => void navigate(collectionsPaths.list), onInvalid },
          )
        }
      />
      <CollectionGallery collection={collection} />
    </Stack>
  );
}
