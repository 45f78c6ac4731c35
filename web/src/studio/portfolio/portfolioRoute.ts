import type { LoaderFunctionArgs } from 'react-router';
import PortfolioBrandChoicesQueryNode, {
  type PortfolioBrandChoicesQuery,
} from '../../__generated__/PortfolioBrandChoicesQuery.graphql';
import PortfolioResultsQueryNode, {
  type PortfolioResultsQuery,
} from '../../__generated__/PortfolioResultsQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { portfolioFiltersFromParams, toPortfolioFilterInput } from './portfolioFilters';
import { PORTFOLIO_PAGE_SIZE } from './portfolioPaths';

const preloadPortfolio = sectionQueryLoader<PortfolioResultsQuery, URLSearchParams>(
  PortfolioResultsQueryNode,
  (params) => ({ count: PORTFOLIO_PAGE_SIZE, filter: toPortfolioFilterInput(portfolioFiltersFromParams(params)) }),
);

const preloadBrands = sectionQueryLoader<PortfolioBrandChoicesQuery>(PortfolioBrandChoicesQueryNode, () => ({}));

/** /studio/portfolio: starts the first page for the URL's search and brand, and the brand choices. */
export function portfolioLoader({ request }: LoaderFunctionArgs): null {
  preloadPortfolio(new URL(request.url).searchParams);
  preloadBrands();
  return null;
}

/** /studio/portfolio/new: starts the brand choices. */
export function newPortfolioLoader(): null {
  preloadBrands();
  return null;
}
