import ManagedBrandChoicesQueryNode, {
  type ManagedBrandChoicesQuery,
} from '../../__generated__/ManagedBrandChoicesQuery.graphql';
import ReviewResultsQueryNode, { type ReviewResultsQuery } from '../../__generated__/ReviewResultsQuery.graphql';
import { listRoute } from '../kit/list/listRoute';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { REVIEWS_PAGE_SIZE } from './reviewAccess';
import { moderatorReviewFilters, toReviewFilterInput } from './reviewFilters';

const preloadBrandChoices = sectionQueryLoader<ManagedBrandChoicesQuery>(ManagedBrandChoicesQueryNode, () => ({}));

// The loader does not know the viewer: it reads the URL as an admin would (a brand admin's screen
// drops a visibility filter from the URL, which loads the list again without it).
export const reviewsRoute = listRoute<ReviewResultsQuery>(
  ReviewResultsQueryNode,
  (params) => ({ count: REVIEWS_PAGE_SIZE, filter: toReviewFilterInput(moderatorReviewFilters.read(params)) }),
  preloadBrandChoices,
);
