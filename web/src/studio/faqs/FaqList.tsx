import { graphql, usePaginationFragment } from 'react-relay';
import type { FaqList_query$key } from '../../__generated__/FaqList_query.graphql';
import { Button } from '../../components/Button';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { useRefetchOnKey } from '../../relay/useRefetchOnKey';
import { CardStack } from '../kit/CardStack';
import { PagedResults } from '../kit/PagedResults';
import { useFocusAfterRemoval } from '../kit/useFocusAfterRemoval';
import { FaqCard, type FaqCardData } from './FaqCard';
import { FAQS_PAGE_SIZE } from './faqsPaging';

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

export const NO_FAQS = {
  title: 'No FAQs yet',
  message: 'Add a question and its answer to show it on the FAQ page, the contact page or the join page.',
};
export const NO_MATCHING_FAQS = {
  title: 'No FAQs match these filters',
  message: 'Try another category, page location or search, or show inactive FAQs too.',
};

interface FaqListProps {
  query: FaqList_query$key;
  /** A new value reloads the list from the server (after a change). */
  refreshKey: number;
  filtered: boolean;
  onResetFilters: () => void;
  onAdd: () => void;
  onEdit: (faq: FaqCardData) => void;
  onChanged: () => void;
}

/** The entries matching the filters in display order, 50 at a time, with how many there are. */
export function FaqList({ query, refreshKey, filtered, onResetFilters, onAdd, onEdit, onChanged }: FaqListProps) {
  const pagination = usePaginationFragment(faqListFragment, query);
  const connection = pagination.data.studioFaqs;
  const { items, paging } = usePagedConnection(
    connection,
    pagination,
    FAQS_PAGE_SIZE,
    'Failed to load more FAQs. Please try again.',
  );
  useRefetchOnKey(refreshKey, pagination.refetch, Math.max(items.length, FAQS_PAGE_SIZE));

  const { summaryRef, emptyHeadingRef, focusAfterRemoval } = useFocusAfterRemoval(items.length);

  return (
    <PagedResults
      heading="FAQs"
      shown={items.length}
      paging={paging}
      nouns={{ one: 'FAQ', many: 'FAQs' }}
      loadMoreLabel="Load more FAQs"
      filtered={filtered}
      onResetFilters={onResetFilters}
      empty={{ ...NO_FAQS, action: <Button onClick={onAdd}>Add FAQ</Button> }}
      noMatches={NO_MATCHING_FAQS}
      summaryRef={summaryRef}
      emptyHeadingRef={emptyHeadingRef}
    >
      <CardStack as="ul">
        {items.map((faq) => (
          <li key={faq.id}>
            <FaqCard
              faq={faq}
              connectionId={connection.__id}
              onEdit={onEdit}
              onChanged={() => {
                // Only a change that took the focused button away (a delete) moves the focus.
                if (!document.activeElement || document.activeElement === document.body) focusAfterRemoval();
                onChanged();
              }}
            />
          </li>
        ))}
      </CardStack>
    </PagedResults>
  );
}
