import FaqResultsQueryNode, { type FaqResultsQuery } from '../../__generated__/FaqResultsQuery.graphql';
import { listRoute } from '../kit/list/listRoute';
import { FAQS_PAGE_SIZE, faqFilters, toFaqFilterInput } from './faqFilters';

/** /studio/faqs: the first page for the URL's filters (the API refuses it to all but super admins). */
export const faqsRoute = listRoute<FaqResultsQuery>(FaqResultsQueryNode, (params) => ({
  count: FAQS_PAGE_SIZE,
  filter: toFaqFilterInput(faqFilters.read(params)),
}));
