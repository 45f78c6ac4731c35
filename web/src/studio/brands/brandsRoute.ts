import type { LoaderFunctionArgs } from 'react-router';
import BrandResultsQueryNode, { type BrandResultsQuery } from '../../__generated__/BrandResultsQuery.graphql';
import EditBrandPageQueryNode, { type EditBrandPageQuery } from '../../__generated__/EditBrandPageQuery.graphql';
import { listRoute } from '../kit/list/listRoute';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { brandFilters, toBrandFilterInput } from './brandFilters';
import { BRANDS_PAGE_SIZE } from './brandsPaging';

/** /studio/brands: the first page of brands for the URL's filters. */
export const brandsRoute = listRoute<BrandResultsQuery>(BrandResultsQueryNode, (params) => ({
  count: BRANDS_PAGE_SIZE,
  filter: toBrandFilterInput(brandFilters.read(params)),
}));

const preloadBrand = sectionQueryLoader<EditBrandPageQuery, string>(EditBrandPageQueryNode, (id) => ({ id }));

/** /studio/brands/{id}: starts the brand with its history while the edit screen's code loads. */
export function editBrandLoader({ params }: LoaderFunctionArgs): null {
  if (params.brandId) preloadBrand(params.brandId);
  return null;
}
