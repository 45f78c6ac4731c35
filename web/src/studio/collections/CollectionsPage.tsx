import { ButtonLink } from '../../components/Button';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { PermissionDenied } from '../kit/PermissionDenied';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { collectionsTitle, managesCollections } from './collectionAccess';
import { collectionFilters } from './collectionFilters';
import { CollectionList } from './CollectionList';
import { collectionsPaths } from './paths';

/** The spec names no text for this. */
export const COLLECTIONS_SIGN_IN = 'Please log in to manage collections.';

/**
 * /studio/collections: every collection for admins, a brand admin's own ('Your Collections'),
 * searchable and filtered by brand (kept in the URL), a page at a time, with Edit, Delete and New.
 */
export function CollectionsPage() {
  const viewer = useStudioViewer();
  const filters = useListFilters(collectionFilters);
  const title = collectionsTitle(viewer);
  if (!managesCollections(viewer)) return <PermissionDenied title={title} />;

  return (
    <StudioListRoute
      title={title}
      noun="collections"
      returnTo={collectionsPaths.list}
      signIn={COLLECTIONS_SIGN_IN}
      eyebrow="Catalogue"
      lead={
        viewer.role === 'brand_admin'
          ? "Your brands' collections: each has a main image and a gallery."
          : 'Every collection on the platform: each has a main image and a gallery.'
      }
      actions={<ButtonLink to={collectionsPaths.new}>New Collection</ButtonLink>}
      filters={filters}
    >
      {(queryRef, list) => <CollectionList queryRef={queryRef} {...list} />}
    </StudioListRoute>
  );
}
