import type { LoaderFunctionArgs } from 'react-router';
import CollectionBrandChoicesQueryNode, {
  type CollectionBrandChoicesQuery,
} from '../../__generated__/CollectionBrandChoicesQuery.graphql';
import CollectionResultsQueryNode, {
  type CollectionResultsQuery,
} from '../../__generated__/CollectionResultsQuery.graphql';
import EditCollectionPageQueryNode, {
  type EditCollectionPageQuery,
} from '../../__generated__/EditCollectionPageQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { collectionFiltersFromParams, toCollectionFilterInput } from './collectionFilters';
import { BRAND_CHOICES, COLLECTIONS_PAGE_SIZE } from './collectionsPaging';

const preloadCollections = sectionQueryLoader<CollectionResultsQuery, URLSearchParams>(
  CollectionResultsQueryNode,
  (params) => ({ count: COLLECTIONS_PAGE_SIZE, filter: toCollectionFilterInput(collectionFiltersFromParams(params)) }),
);

const preloadBrandChoices = sectionQueryLoader<CollectionBrandChoicesQuery>(CollectionBrandChoicesQueryNode, () => ({
  count: BRAND_CHOICES,
}));

const preloadCollection = sectionQueryLoader<EditCollectionPageQuery, string>(EditCollectionPageQueryNode, (id) => ({
  id,
}));

/** /studio/collections: starts the first page for the URL's search and brand, and the brand choices. */
export function collectionsLoader({ request }: LoaderFunctionArgs): null {
  preloadCollections(new URL(request.url).searchParams);
  preloadBrandChoices();
  return null;
}

/** /studio/collections/{id}: starts the collection with its gallery, and the brand choices. */
export function editCollectionLoader({ params }: LoaderFunctionArgs): null {
  preloadCollection(params.collectionId ?? '');
  preloadBrandChoices();
  return null;
}
