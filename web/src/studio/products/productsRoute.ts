import type { LoaderFunctionArgs } from 'react-router';
import ProductBrandChoicesQueryNode, {
  type ProductBrandChoicesQuery,
} from '../../__generated__/ProductBrandChoicesQuery.graphql';
import ProductResultsQueryNode, { type ProductResultsQuery } from '../../__generated__/ProductResultsQuery.graphql';
import { listRoute } from '../kit/list/listRoute';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { productFilters, toProductFilterInput } from './productFilters';
import { PRODUCTS_PAGE_SIZE } from './productsPaging';

const preloadBrandChoices = sectionQueryLoader<ProductBrandChoicesQuery>(ProductBrandChoicesQueryNode, () => ({}));

/** /studio/products: the first page for the URL's filters, and the brand choices. */
export const productsRoute = listRoute<ProductResultsQuery>(
  ProductResultsQueryNode,
  (params) => ({ count: PRODUCTS_PAGE_SIZE, filter: toProductFilterInput(productFilters.read(params)) }),
  preloadBrandChoices,
);

/** /studio/products/new: starts the brand choices. */
export function newProductLoader(): null {
  preloadBrandChoices();
  return null;
}
