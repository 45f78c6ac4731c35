import { ButtonLink } from '../../components/Button';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { useListFilters } from '../kit/list/useListFilters';
import { PermissionDenied } from '../kit/PermissionDenied';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesPortfolio, portfolioTitle } from './portfolioAccess';
import { portfolioFilters } from './portfolioFilters';
import { PortfolioList } from './PortfolioList';
import { portfolioPaths } from './paths';

/**
 * /studio/portfolio: the tailoring brands' portfolio pieces, searchable and filtered by brand (kept
 * in the URL), a page at a time, with New Portfolio Piece.
 */
export function PortfolioPage() {
  const viewer = useStudioViewer();
  const filters = useListFilters(portfolioFilters);
  const title = portfolioTitle(viewer);
  if (!managesPortfolio(viewer)) return <PermissionDenied title={title} />;

  return (
    <StudioListRoute
      title={title}
      noun="portfolio"
      returnTo={portfolioPaths.list}
      signIn="Please log in to manage the portfolio."
      loadingLabel="Loading the portfolio"
      eyebrow="Catalogue"
      lead="Pieces the tailoring brands have made: shown on their brand pages without a price."
      actions={<ButtonLink to={portfolioPaths.new}>New Portfolio Piece</ButtonLink>}
      filters={filters}
    >
      {(queryRef, list) => <PortfolioList queryRef={queryRef} {...list} />}
    </StudioListRoute>
  );
}
