import type { LoaderFunctionArgs } from 'react-router';
import TailorPageQueryNode, { type TailorPageQuery } from '../../__generated__/TailorPageQuery.graphql';
import { routeQueryLoader } from '../../relay/routeQuery';

/** Preloads a tailor by the id in the URL (a Relay global id or a row id). */
export const tailorLoader = routeQueryLoader<TailorPageQuery, LoaderFunctionArgs>(
  TailorPageQueryNode,
  ({ params }) => ({
    id: params.id ?? '',
  }),
);
