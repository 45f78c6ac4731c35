import { useEffect } from 'react';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { PermissionDenied } from '../kit/PermissionDenied';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesReviews, moderatesReviews, reviewsTitle } from './reviewAccess';
import { moderatorReviewFilters, ownerReviewFilters } from './reviewFilters';
import { ReviewList } from './ReviewList';
import { reviewsPaths } from './paths';

/**
 * /studio/reviews: every brand's reviews for super admins and admins (hidden ones too), a brand
 * admin's own ('Your Reviews'); searchable and filtered (kept in the URL), a page at a time, with
 * replies written, edited and deleted in place, and hide/show for admins.
 */
export function ReviewsPage() {
  const viewer = useStudioViewer();
  const moderates = moderatesReviews(viewer);
  // A platform admin's filters are a brand admin's and one more: the page reads only the shared ones.
  const filters = useListFilters(
    (moderates ? moderatorReviewFilters : ownerReviewFilters) as typeof ownerReviewFilters,
  );
  // The route reads the URL as an admin would: a brand admin's list drops a visibility filter.
  const { updateFilters: updateAdminFilters, filters: adminFilters } = useUrlFilters(moderatorReviewFilters);
  const strayVisibility = !moderates && adminFilters.visibility !== '';
  useEffect(() => {
    if (strayVisibility) updateAdminFilters({ visibility: '' }, { replace: true });
  }, [strayVisibility, updateAdminFilters]);
  const title = reviewsTitle(viewer);
  if (!managesReviews(viewer)) return <PermissionDenied title={title} />;

  return (
    <StudioListRoute
      title={title}
      noun="reviews"
      returnTo={reviewsPaths.list}
      eyebrow="Community"
      lead={
        moderates
          ? "Every brand's reviews. Reply as a brand or as the Adire Team, and hide reviews that break the rules."
          : 'Reviews of your brands. Your replies show under each review on your brand page.'
      }
      filters={filters}
    >
      {(queryRef, list) => <ReviewList queryRef={queryRef} {...list} />}
    </StudioListRoute>
  );
}
