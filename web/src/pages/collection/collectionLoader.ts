import type { LoaderFunctionArgs } from 'react-router';
import CollectionPageQueryNode, { type CollectionPageQuery } from '../../__generated__/CollectionPageQuery.graphql';
import { routeQueryLoader } from '../../relay/routeQuery';

/** Preloads a collection by the id in the URL (a Relay global id or a row id). */
export const collectionLoader = routeQueryLoader<CollectionPageQuery, LoaderFunctionArgs>(
  CollectionPageQueryNode,
  ({ params }) => ({
    id: params.id ?? '',
  }),
);
