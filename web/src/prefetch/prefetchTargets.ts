import type { GraphQLTaggedNode, Variables } from 'relay-runtime';
import BrandPageQueryNode from '../__generated__/BrandPageQuery.graphql';
import CollectionPageQueryNode from '../__generated__/CollectionPageQuery.graphql';
import DirectoryPageQueryNode from '../__generated__/DirectoryPageQuery.graphql';
import ProductPageQueryNode from '../__generated__/ProductPageQuery.graphql';
import { DIRECTORY_PAGE_SIZE, filtersFromParams, toBrandFilter } from '../pages/directory/directoryFilters';

/**
 * Pages worth preparing before the click: the same query (and variables) their route loader runs,
 * and their code. Keep in step with the loaders in pages/.
 */
export interface PrefetchTarget {
  pattern: string;
  query: GraphQLTaggedNode;
  variables: (params: Record<string, string | undefined>, search: URLSearchParams) => Variables;
  code: () => Promise<unknown>;
}

export const PREFETCH_TARGETS: readonly PrefetchTarget[] = [
  {
    pattern: '/brand/:id',
    query: BrandPageQueryNode,
    variables: (params) => ({ id: params.id ?? '' }),
    code: () => import('../pages/brand/BrandPage'),
  },
  {
    pattern: '/collection/:id',
    query: CollectionPageQueryNode,
    variables: (params) => ({ id: params.id ?? '' }),
    code: () => import('../pages/collection/CollectionPage'),
  },
  {
    pattern: '/product/:productId',
    query: ProductPageQueryNode,
    variables: (params) => ({ id: params.productId ?? '' }),
    code: () => import('../pages/product/ProductPage'),
  },
  {
    pattern: '/directory',
    query: DirectoryPageQueryNode,
    variables: (_params, search) => ({ count: DIRECTORY_PAGE_SIZE, filter: toBrandFilter(filtersFromParams(search)) }),
    code: () => import('../pages/directory/DirectoryPage'),
  },
];
