import { ButtonLink } from '../../components/Button';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioListScreen } from '../kit/StudioListScreen';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { useUrlFilters } from '../kit/useUrlFilters';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { managesPortfolio, portfolioTitle } from './portfolioAccess';
import { PORTFOLIO_FILTERS_IN_URL, hasPortfolioFilters, toPortfolioFilterInput } from './portfolioFilters';
import { PortfolioFilterBar } from './PortfolioFilterBar';
import { NEW_PORTFOLIO_PATH, PORTFOLIO_PATH } from './portfolioPaths';
import { PortfolioResults } from './PortfolioResults';

/** The spec names no texts for these. */
export const PORTFOLIO_LOAD_FAILED = 'Failed to load portfolio';
export const PORTFOLIO_SIGN_IN = 'Please log in to manage the portfolio.';

/**
 * /studio/portfolio: the tailoring brands' portfolio pieces, searchable and filtered by brand (kept
 * in the URL), a page at a time, with New Portfolio Piece.
 */
export function PortfolioPage() {
  const viewer = useStudioViewer();
  const { filters, updateFilters, resetFilters } = useUrlFilters(PORTFOLIO_FILTERS_IN_URL);
  const title = portfolioTitle(viewer);
  if (!managesPortfolio(viewer)) return <PermissionDenied title={title} />;
  const filter = toPortfolioFilterInput(filters);

  return (
    <StudioListScreen
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
      filters={<PortfolioFilterBar filters={filters} onChange={updateFilters} />}
      listKey={JSON.stringify(filter)}
      loadingLabel="Loading the portfolio"
      loadFailed={{ title: 'The portfolio could not be loaded.', toast: PORTFOLIO_LOAD_FAILED }}
    >
      {(fetchKey) => (
        <PortfolioResults
          filter={filter}
          fetchKey={fetchKey}
          filtered={hasPortfolioFilters(filters)}
          onResetFilters={resetFilters}
        />
      )}
    </StudioListScreen>
  );
}
