import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FaqResultsQuery } from '../../__generated__/FaqResultsQuery.graphql';
import type { FaqFilterInput } from './faqFilters';
import { FaqList } from './FaqList';
import { FAQS_PAGE_SIZE } from './faqsPaging';

export const faqResultsQuery = graphql`
  query FaqResultsQuery($count: Int!, $filter: StudioFaqFilter) {
    ...FaqList_query @arguments(count: $count, filter: $filter)
  }
`;

type FaqResultsProps = Omit<Parameters<typeof FaqList>[0], 'query'> & {
  filter: FaqFilterInput;
  /** A new value loads the list afresh (Try Again after a failure). */
  fetchKey: string;
};

/** Loads the first page of entries for the filters, always from the server. */
export function FaqResults({ filter, fetchKey, ...listProps }: FaqResultsProps) {
  const data = useLazyLoadQuery<FaqResultsQuery>(
    faqResultsQuery,
    { count: FAQS_PAGE_SIZE, filter },
    { fetchPolicy: 'network-only', fetchKey },
  );
  return <FaqList query={data} {...listProps} />;
}
