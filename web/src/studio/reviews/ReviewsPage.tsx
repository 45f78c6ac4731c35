import { useEffect } from 'react';
import type { ReviewResultsQuery } from '../../__generated__/ReviewResultsQuery.graphql';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesReviews, moderatesReviews, REVIEWS_PATH, reviewsTitle } from './reviewAccess';
import { moderatorReviewFilters, ownerReviewFilters } from './reviewFilters';
import { ReviewList } from './ReviewList';

/** The spec names no texts for these. */
export const REVIEWS_LOAD_FAILED = 'Failed to load reviews';
export const REVIEWS_SIGN_IN = 'Please log in to manage reviews.';

/**
 * /studio/reviews: every brand's reviews for super admins and admins (hidden ones too), a brand
 * admin's own ('Your Reviews'); searchable and filtered (kept in the URL), a page at a time, with
 * replies written, edited and deleted in place, and hide/show for admins.
 */
export function ReviewsPage() {
  const viewer = useStudioViewer();
  const moderates = moderatesReviews(viewer);
  // A platform admin's filters are a brand admin's and one more: the page reads only the shared ones.
  const definition = (moderates ? moderatorReviewFilters : ownerReviewFilters) as typeof ownerReviewFilters;
  const { filters, updateFilters, resetFilters } = useUrlFilters(definition);
  // The route reads the URL as an admin would: a brand admin's list drops a visibility filter.
  const { updateFilters: updateAdminFilters, filters: adminFilters } = useUrlFilters(moderatorReviewFilters);
  const strayVisibility = !moderates && adminFilters.visibility !== '';
  useEffect(() => {
    if (strayVisibility) updateAdminFilters({ visibility: '' }, { replace: true });
  }, [strayVisibility, updateAdminFilters]);

  const title = reviewsTitle(viewer);
  if (!managesReviews(viewer)) return <PermissionDenied title={title} />;

  const lead = moderates
    ? "Every brand's reviews. Reply as a brand or as the Adire Team, and hide reviews that break the rules."
    : 'Reviews of your brands. Your replies show under each review on your brand page.';

  return (
    <StudioListRoute<ReviewResultsQuery>
      title={title}
      signIn={{ message: REVIEWS_SIGN_IN, returnTo: REVIEWS_PATH }}
      header={<StudioPageHeader eyebrow="Community" title={title} lead={lead} />}
      filters={
        <ListFilterBar label="Filter reviews" definition={definition} values={filters} onChange={updateFilters} />
      }
      loadingLabel="Loading reviews"
      loadFailed={{ title: 'The reviews could not be loaded.', toast: REVIEWS_LOAD_FAILED }}
    >
      {(queryRef) => (
        <ReviewList queryRef={queryRef} filtered={definition.narrows(filters)} onResetFilters={resetFilters} />
      )}
    </StudioListRoute>
  );
}
