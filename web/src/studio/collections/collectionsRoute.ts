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
import { listRoute } from '../kit/list/listRoute';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { collectionFilters, toCollectionFilterInput } from './collectionFilters';
import { BRAND_CHOICES, COLLECTIONS_PAGE_SIZE } from './collectionsPaging';

const preloadBrandChoices = sectionQueryLoader<CollectionBrandChoicesQuery>(CollectionBrandChoicesQueryNode, () => ({
  count: BRAND_CHOICES,
}));

const preloadCollection = sectionQueryLoader<EditCollectionPageQuery, string>(EditCollectionPageQueryNode, (id) => ({
  id,
}));

/** /studio/collections: the first page for the URL's search and brand, and the brand choices. */
export const collectionsRoute = listRoute<CollectionResultsQuery>(
  CollectionResultsQueryNode,
  (params) => ({ count: COLLECTIONS_PAGE_SIZE, filter: toCollectionFilterInput(collectionFilters.read(params)) }),
  preloadBrandChoices,
);

/** /studio/collections/{id}: starts the collection with its gallery, and the brand choices. */
export function editCollectionLoader({ params }: LoaderFunctionArgs): null {
  preloadCollection(params.collectionId ?? '');
  preloadBrandChoices();
  return null;
}
