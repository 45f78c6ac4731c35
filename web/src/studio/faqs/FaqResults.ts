import { graphql } from 'react-relay';

/** The FAQ list's query: its route starts it (faqsRoute.ts), FaqList reads it. */
export const faqResultsQuery = graphql`
  query FaqResultsQuery($count: Int!, $filter: StudioFaqFilter) {
    ...FaqList_query @arguments(count: $count, filter: $filter)
  }
`;
