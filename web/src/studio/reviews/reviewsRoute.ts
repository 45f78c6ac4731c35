import type { LoaderFunctionArgs } from 'react-router';
import ManagedBrandChoicesQueryNode, {
  type ManagedBrandChoicesQuery,
} from '../../__generated__/ManagedBrandChoicesQuery.graphql';
import ReviewResultsQueryNode, { type ReviewResultsQuery } from '../../__generated__/ReviewResultsQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { REVIEWS_PAGE_SIZE } from './reviewAccess';
import { reviewFiltersFromParams, toReviewFilterInput } from './reviewFilters';

// The loader does not know the viewer yet: it reads the URL as an admin would (a brand admin's
// screen drops the visibility filter, and asks again only when the URL carries one).
const preloadReviews = sectionQueryLoader<ReviewResultsQuery, URLSearchParams>(ReviewResultsQueryNode, (params) => ({
  count: REVIEWS_PAGE_SIZE,
  filter: toReviewFilterInput(reviewFiltersFromParams(params), true),
}));

const preloadBrandChoices = sectionQueryLoader<ManagedBrandChoicesQuery>(ManagedBrandChoicesQueryNode, () => ({}));

/** /studio/reviews: starts the first page for the URL's filters, and the brand choices. */
export function reviewsLoader({ request }: LoaderFunctionArgs): null {
  preloadReviews(new URL(request.url).searchParams);
  preloadBrandChoices();
  return null;
}
