import type { LoaderFunctionArgs } from 'react-router';
import EditSpotlightPageQueryNode, {
  type EditSpotlightPageQuery,
} from '../../__generated__/EditSpotlightPageQuery.graphql';
import SpotlightResultsQueryNode, {
  type SpotlightResultsQuery,
} from '../../__generated__/SpotlightResultsQuery.graphql';
import { listRoute } from '../kit/list/listRoute';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { searchArgument, spotlightFilters } from './spotlightFilters';
import { SPOTLIGHTS_PAGE_SIZE } from './spotlightPaging';

const preloadSpotlight = sectionQueryLoader<EditSpotlightPageQuery, string>(EditSpotlightPageQueryNode, (id) => ({
  id,
}));

/** /studio/spotlight: the first page for the URL's search (the API refuses it to all but super admins). */
export const spotlightsRoute = listRoute<SpotlightResultsQuery>(SpotlightResultsQueryNode, (params) => ({
  count: SPOTLIGHTS_PAGE_SIZE,
  search: searchArgument(spotlightFilters.read(params)),
}));

/** /studio/spotlight/{id}: starts the spotlight with the brand choices. */
export function editSpotlightLoader({ params }: LoaderFunctionArgs): null {
  preloadSpotlight(params.spotlightId ?? '');
  return null;
}
