import type { LoaderFunctionArgs } from 'react-router';
import BrandPageQueryNode, { type BrandPageQuery } from '../../__generated__/BrandPageQuery.graphql';
import { routeQueryLoader } from '../../relay/routeQuery';

/** Preloads a brand profile by the id in the URL (a Relay global id or a row id). */
export const brandLoader = routeQueryLoader<BrandPageQuery, LoaderFunctionArgs>(BrandPageQueryNode, ({ params }) => ({
  id: params.id ?? '',
}));
