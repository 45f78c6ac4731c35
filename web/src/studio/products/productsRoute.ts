import type { LoaderFunctionArgs } from 'react-router';
import ProductBrandChoicesQueryNode, {
  type ProductBrandChoicesQuery,
} from '../../__generated__/ProductBrandChoicesQuery.graphql';
import ProductResultsQueryNode, { type ProductResultsQuery } from '../../__generated__/ProductResultsQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { productFiltersFromParams, toProductFilterInput } from './productFilters';
import { PRODUCTS_PAGE_SIZE } from './productsPaths';

const preloadProducts = sectionQueryLoader<ProductResultsQuery, URLSearchParams>(ProductResultsQueryNode, (params) => ({
  count: PRODUCTS_PAGE_SIZE,
  filter: toProductFilterInput(productFiltersFromParams(params)),
}));

const preloadBrandChoices = sectionQueryLoader<ProductBrandChoicesQuery>(ProductBrandChoicesQueryNode, () => ({}));

/** /studio/products: starts the first page for the URL's filters, and the brand choices. */
export function productsLoader({ request }: LoaderFunctionArgs): null {
  preloadProducts(new URL(request.url).searchParams);
  preloadBrandChoices();
  return null;
}

/** /studio/products/new: starts the brand choices. */
export function newProductLoader(): null {
  preloadBrandChoices();
  return null;
}
