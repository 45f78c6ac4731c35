import type { LoaderFunctionArgs } from 'react-router';
import EditSpotlightPageQueryNode, {
  type EditSpotlightPageQuery,
} from '../../__generated__/EditSpotlightPageQuery.graphql';
import SpotlightResultsQueryNode, {
  type SpotlightResultsQuery,
} from '../../__generated__/SpotlightResultsQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { searchArgument, spotlightFiltersFromParams } from './spotlightFilters';
import { SPOTLIGHTS_PAGE_SIZE } from './spotlightPaging';

const preloadSpotlights = sectionQueryLoader<SpotlightResultsQuery, URLSearchParams>(
  SpotlightResultsQueryNode,
  (params) => ({ count: SPOTLIGHTS_PAGE_SIZE, search: searchArgument(spotlightFiltersFromParams(params)) }),
);

const preloadSpotlight = sectionQueryLoader<EditSpotlightPageQuery, string>(EditSpotlightPageQueryNode, (id) => ({
  id,
}));

/**
 * /studio/spotlight: starts the first page for the URL's search as the page's code loads. (A viewer
 * who is not a super admin is sent to /studio by the page; the API refuses them the list too.)
 */
export function spotlightsLoader({ request }: LoaderFunctionArgs): null {
  preloadSpotlights(new URL(request.url).searchParams);
  return null;
}

/** /studio/spotlight/{id}: starts the spotlight with the brand choices. */
export function editSpotlightLoader({ params }: LoaderFunctionArgs): null {
  preloadSpotlight(params.spotlightId ?? '');
  return null;
}
