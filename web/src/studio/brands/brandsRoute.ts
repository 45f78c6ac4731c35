import type { LoaderFunctionArgs } from 'react-router';
import BrandResultsQueryNode, { type BrandResultsQuery } from '../../__generated__/BrandResultsQuery.graphql';
import EditBrandPageQueryNode, { type EditBrandPageQuery } from '../../__generated__/EditBrandPageQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { brandFiltersFromParams, toBrandFilterInput } from './brandFilters';
import { BRANDS_PAGE_SIZE } from './brandsPaging';

const preloadBrands = sectionQueryLoader<BrandResultsQuery, URLSearchParams>(BrandResultsQueryNode, (params) => ({
  count: BRANDS_PAGE_SIZE,
  filter: toBrandFilterInput(brandFiltersFromParams(params)),
}));

const preloadBrand = sectionQueryLoader<EditBrandPageQuery, string>(EditBrandPageQueryNode, (id) => ({ id }));

/** /studio/brands: starts the first page of brands for the URL's filters. */
export function brandsLoader({ request }: LoaderFunctionArgs): null {
  preloadBrands(new URL(request.url).searchParams);
  return null;
}

/** /studio/brands/{id}: starts the brand with its history while the edit screen's code loads. */
export function editBrandLoader({ params }: LoaderFunctionArgs): null {
  if (params.brandId) preloadBrand(params.brandId);
  return null;
}
