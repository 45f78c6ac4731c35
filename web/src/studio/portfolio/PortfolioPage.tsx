import type { PortfolioResultsQuery } from '../../__generated__/PortfolioResultsQuery.graphql';
import { ButtonLink } from '../../components/Button';
import { PermissionDenied } from '../kit/PermissionDenied';
import { ListFilterBar } from '../kit/list/ListFilterBar';
import { StudioListRoute } from '../kit/list/StudioListRoute';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesPortfolio, portfolioTitle } from './portfolioAccess';
import { portfolioFilters } from './portfolioFilters';
import { NEW_PORTFOLIO_PATH, PORTFOLIO_PATH } from './portfolioPaths';
import { PortfolioList } from './PortfolioList';

/** The spec names no texts for these. */
export const PORTFOLIO_LOAD_FAILED = 'Failed to load portfolio';
export const PORTFOLIO_SIGN_IN = 'Please log in to manage the portfolio.';

/**
 * /studio/portfolio: the tailoring brands' portfolio pieces, searchable and filtered by brand (kept
 * in the URL), a page at a time, with New Portfolio Piece.
 */
export function PortfolioPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(portfolioFilters);
  const title = portfolioTitle(viewer);
  if (!managesPortfolio(viewer)) return <PermissionDenied title={title} />;

  return (
    <StudioListRoute<PortfolioResultsQuery>
      title={title}
      signIn={{ message: PORTFOLIO_SIGN_IN, returnTo: PORTFOLIO_PATH }}
      header={
        <StudioHeaderRow>
          <StudioPageHeader
            eyebrow="Catalogue"
            title={title}
            lead="Pieces the tailoring brands have made: shown on their brand pages without a price."
          />
          <ButtonLink to={NEW_PORTFOLIO_PATH}>New Portfolio Piece</ButtonLink>
        </StudioHeaderRow>
      }
      filters={
        <ListFilterBar
          label="Filter portfolio"
          definition={portfolioFilters}
          values={filters}
          onChange={updateFilters}
        />
      }
      loadingLabel="Loading the portfolio"
      loadFailed={{ title: 'The portfolio could not be loaded.', toast: PORTFOLIO_LOAD_FAILED }}
    >
      {(queryRef) => (
        <PortfolioList queryRef={queryRef} filtered={portfolioFilters.narrows(filters)} onResetFilters={resetFilters} />
      )}
    </StudioListRoute>
  );
}
