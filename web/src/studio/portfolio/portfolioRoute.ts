import type { LoaderFunctionArgs } from 'react-router';
import PortfolioBrandChoicesQueryNode, {
  type PortfolioBrandChoicesQuery,
} from '../../__generated__/PortfolioBrandChoicesQuery.graphql';
import PortfolioResultsQueryNode, {
  type PortfolioResultsQuery,
} from '../../__generated__/PortfolioResultsQuery.graphql';
import { listRoute } from '../kit/list/listRoute';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { portfolioFilters, toPortfolioFilterInput } from './portfolioFilters';
import { PORTFOLIO_PAGE_SIZE } from './portfolioPaging';

const preloadBrands = sectionQueryLoader<PortfolioBrandChoicesQuery>(PortfolioBrandChoicesQueryNode, () => ({}));

/** /studio/portfolio: the first page for the URL's search and brand, and the brand choices. */
export const portfolioRoute = listRoute<PortfolioResultsQuery>(
  PortfolioResultsQueryNode,
  (params) => ({ count: PORTFOLIO_PAGE_SIZE, filter: toPortfolioFilterInput(portfolioFilters.read(params)) }),
  preloadBrands,
);

/** /studio/portfolio/new: starts the brand choices. */
export function newPortfolioLoader(): null {
  preloadBrands();
  return null;
}
