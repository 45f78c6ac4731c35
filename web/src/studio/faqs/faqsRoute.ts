import type { LoaderFunctionArgs } from 'react-router';
import FaqResultsQueryNode, { type FaqResultsQuery } from '../../__generated__/FaqResultsQuery.graphql';
import { sectionQueryLoader } from '../kit/sectionQueryLoader';
import { faqFilterCodec, toFaqFilterInput } from './faqFilters';
import { FAQS_PAGE_SIZE } from './faqsPaging';

const preloadFaqs = sectionQueryLoader<FaqResultsQuery, URLSearchParams>(FaqResultsQueryNode, (params) => ({
  count: FAQS_PAGE_SIZE,
  filter: toFaqFilterInput(faqFilterCodec.read(params)),
}));

/**
 * /studio/faqs: starts loading the first page for the URL's filters as the page's code loads. (A
 * viewer who is not a super admin is sent to /studio by the page; the API refuses them the list too.)
 */
export function faqsLoader({ request }: LoaderFunctionArgs): null {
  preloadFaqs(new URL(request.url).searchParams);
  return null;
}
