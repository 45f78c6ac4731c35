import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioListScreen } from '../kit/StudioListScreen';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesReviews, moderatesReviews, REVIEWS_PATH, reviewsTitle } from './reviewAccess';
import { REVIEW_FILTERS_IN_URL, hasReviewFilters, toReviewFilterInput } from './reviewFilters';
import { ReviewFilterBar } from './ReviewFilterBar';
import { ReviewResults } from './ReviewResults';

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
  const { filters, updateFilters, resetFilters } = useUrlFilters(REVIEW_FILTERS_IN_URL);
  const title = reviewsTitle(viewer);
  if (!managesReviews(viewer)) return <PermissionDenied title={title} />;

  const moderates = moderatesReviews(viewer);
  const filter = toReviewFilterInput(filters, moderates);
  const lead = moderates
    ? "Every brand's reviews. Reply as a brand or as the Adire Team, and hide reviews that break the rules."
    : 'Reviews of your brands. Your replies show under each review on your brand page.';

  return (
    <StudioListScreen
      title={title}
      signIn={{ message: REVIEWS_SIGN_IN, returnTo: REVIEWS_PATH }}
      header={<StudioPageHeader eyebrow="Community" title={title} lead={lead} />}
      filters={<ReviewFilterBar filters={filters} moderates={moderates} onChange={updateFilters} />}
      listKey={JSON.stringify(filter)}
      loadingLabel="Loading reviews"
      loadFailed={{ title: 'The reviews could not be loaded.', toast: REVIEWS_LOAD_FAILED }}
    >
      {(fetchKey) => (
        <ReviewResults
          filter={filter}
          fetchKey={fetchKey}
          filtered={hasReviewFilters(filters, moderates)}
          onResetFilters={resetFilters}
        />
      )}
    </StudioListScreen>
  );
}
