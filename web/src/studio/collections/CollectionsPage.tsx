import type { CollectionResultsQuery } from '../../__generated__/CollectionResultsQuery.graphql';
import { ButtonLink } from '../../components/Button';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { collectionsTitle, managesCollections } from './collectionAccess';
import { collectionFilters } from './collectionFilters';
import { CollectionList } from './CollectionList';
import { COLLECTIONS_PATH, NEW_COLLECTION_PATH } from './collectionsPaging';

/** The spec names no texts for these. */
export const COLLECTIONS_LOAD_FAILED = 'Failed to load collections';
export const COLLECTIONS_SIGN_IN = 'Please log in to manage collections.';

/**
 * /studio/collections: every collection for admins, a brand admin's own ('Your Collections'),
 * searchable and filtered by brand (kept in the URL), a page at a time, with Edit, Delete and New.
 */
export function CollectionsPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(collectionFilters);
  const title = collectionsTitle(viewer);
  if (!managesCollections(viewer)) return <PermissionDenied title={title} />;

  const lead =
    viewer.role === 'brand_admin'
      ? "Your brands' collections: each has a main image and a gallery."
      : 'Every collection on the platform: each has a main image and a gallery.';

  return (
    <StudioListRoute<CollectionResultsQuery>
      title={title}
      signIn={{ message: COLLECTIONS_SIGN_IN, returnTo: COLLECTIONS_PATH }}
      header={
        <StudioHeaderRow>
          <StudioPageHeader eyebrow="Catalogue" title={title} lead={lead} />
          <ButtonLink to={NEW_COLLECTION_PATH}>New Collection</ButtonLink>
        </StudioHeaderRow>
      }
      filters={
        <ListFilterBar
          label="Filter collections"
          definition={collectionFilters}
          values={filters}
          onChange={updateFilters}
        />
      }
      loadingLabel="Loading collections"
      loadFailed={{ title: 'The collections could not be loaded.', toast: COLLECTIONS_LOAD_FAILED }}
    >
      {(queryRef) => (
        <CollectionList
          queryRef={queryRef}
          filtered={collectionFilters.narrows(filters)}
          onResetFilters={resetFilters}
        />
      )}
    </StudioListRoute>
  );
}
