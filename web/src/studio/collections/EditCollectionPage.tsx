import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import type { EditCollectionPageQuery } from '../../__generated__/EditCollectionPageQuery.graphql';
import { LoadError } from '../kit/LoadError';
import { PermissionDenied } from '../kit/PermissionDenied';
import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesBrandOf, managesCollections } from './collectionAccess';
import { CollectionDetailsForm } from './CollectionDetailsForm';
import { collectionFormFrom } from './collectionForm';
import { CollectionGallery } from './CollectionGallery';
import { CollectionNotFound } from './CollectionNotFound';
import { COLLECTIONS_PATH } from './collectionsPaging';
import { useUpdateCollectionMutation } from './useUpdateCollectionMutation';

export const editCollectionPageQuery = graphql`
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
  if (!managesCollections(viewer)) return <PermissionDenied title={EDIT_TITLE} />;
  return (
    <QuerySection
      resetKey={collectionId}
      loading={<SectionLoading label="Loading the collection" />}
      error={(error, retry) => (
        <>
          <StudioPageHeader eyebrow="Catalogue" title={EDIT_TITLE} />
          <LoadError
            error={error}
            title="The collection could not be loaded."
            toast={COLLECTION_LOAD_FAILED}
            onRetry={retry}
          />
        </>
      )}
    >
      {(fetchKey) => <EditCollection key={collectionId} collectionId={collectionId} fetchKey={fetchKey} />}
    </QuerySection>
  );
}

function EditCollection({ collectionId, fetchKey }: { collectionId: string; fetchKey: string }) {
  const viewer = useStudioViewer();
  const navigate = useNavigate();
  const { collection } = useLazyLoadQuery<EditCollectionPageQuery>(
    editCollectionPageQuery,
    { id: collectionId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const { updateCollection, saving } = useUpdateCollectionMutation();
  if (!collection || !managesBrandOf(viewer, collection.brand.id)) return <CollectionNotFound />;

  return (
    <>
      <StudioPageHeader
        eyebrow="Catalogue"
        title={EDIT_TITLE}
        lead={`${collection.title} · ${collection.brand.name}. The gallery's changes are saved as you make them.`}
      />
      <Stack>
        <CollectionDetailsForm
          mode="edit"
          label={`Details of ${collection.title}`}
          submitLabel="Save Changes"
          initial={collectionFormFrom(collection)}
          currentImage={collection.image}
          currentBrand={collection.brand}
          busy={saving}
          onSave={({ fields, file, onInvalid }) =>
            void updateCollection({ id: collection.id, ...fields }, file, {
              onUpdated: () => void navigate(COLLECTIONS_PATH),
              onInvalid,
            })
          }
        />
        <CollectionGallery collection={collection} />
      </Stack>
    </>
  );
}
