import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { FaqList_query$data } from '../../__generated__/FaqList_query.graphql';
import type { FaqResultsQuery } from '../../__generated__/FaqResultsQuery.graphql';
import { Button } from '../../components/Button';
import { CardStack } from '../kit/CardStack';
import { ConnectionList } from '../kit/list/ConnectionList';
import { FaqCard, type FaqCardData } from './FaqCard';
import { FAQS_PAGE_SIZE } from './faqFilters';
import { faqResultsQuery } from './FaqResults';

const faqListFragment = graphql`
  fragment FaqList_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "StudioFaqFilter" })
  @refetchable(queryName: "FaqListPaginationQuery") {
    studioFaqs(first: $count, after: $cursor, filter: $filter) @connection(key: "FaqList_studioFaqs") {
      __id
      totalCount
      edges {
        node {
          id
          ...FaqCard_faq
        }
      }
    }
  }
`;

const TEXTS = {
  heading: 'FAQs',
  nouns: { one: 'FAQ', many: 'FAQs' },
  loadMoreLabel: 'Load more FAQs',
  loadMoreFailed: 'Failed to load more FAQs. Please try again.',
  empty: {
    title: 'No FAQs yet',
    message: 'Add a question and its answer to show it on the FAQ page, the contact page or the join page.',
  },
  noMatches: {
    title: 'No FAQs match these filters',
    message: 'Try another category, page location or search, or show inactive FAQs too.',
  },
};

interface FaqListProps {
  queryRef: PreloadedQuery<FaqResultsQuery>;
  /** A new value reloads the list from the server (after a change). */
  refreshKey: number;
  filtered: boolean;
  onResetFilters: () => void;
  onAdd: () => void;
  onEdit: (faq: FaqCardData) => void;
  onChanged: () => void;
}

/** The entries matching the filters in display order, 50 at a time, with how many there are. */
export function FaqList({ queryRef, onAdd, onEdit, onChanged, ...list }: FaqListProps) {
  const query = usePreloadedQuery<FaqResultsQuery>(faqResultsQuery, queryRef);
  return (
    <ConnectionList
      {...list}
      fragment={faqListFragment}
      query={query}
      connection={(data: FaqList_query$data) => data.studioFaqs}
      pageSize={FAQS_PAGE_SIZE}
      texts={{ ...TEXTS, empty: { ...TEXTS.empty, action: <Button onClick={onAdd}>Add FAQ</Button> } }}
      container={(items) => <CardStack as="ul">{items}</CardStack>}
      renderItem={(faq, { connectionId, removed }) => (
        <FaqCard
          faq={faq}
          connectionId={connectionId}
          onEdit={onEdit}
          onChanged={() => {
            // Only a change that took the focused button away (a delete) moves the focus.
            if (!document.activeElement || document.activeElement === document.body) removed();
            onChanged();
          }}
        />
      )}
    />
  );
}
