import type { LoaderFunctionArgs } from 'react-router';
import ProductPageQueryNode, { type ProductPageQuery } from '../../__generated__/ProductPageQuery.graphql';
import { routeQueryLoader } from '../../relay/routeQuery';

/** Preloads a product by the id in the URL (a Relay global id or a row id). */
export const productLoader = routeQueryLoader<ProductPageQuery, LoaderFunctionArgs>(
  ProductPageQueryNode,
  ({ params }) => ({
    id: params.productId ?? '',
  }),
);
