import { graphql } from 'react-relay';
import type { FaqList_query$data } from '../../__generated__/FaqList_query.graphql';
import { Button } from '../../components/Button';
import { CardStack } from '../kit/surfaces';
import { connectionListOf } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
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

interface FaqListProps {
  onAdd: () => void;
  onEdit: (faq: FaqCardData) => void;
  onChanged: () => void;
}

/** The entries matching the filters in display order, 50 at a time, with how many there are. */
export const FaqList = connectionListOf({
  query: faqResultsQuery,
  fragment: faqListFragment,
  connection: (data: FaqList_query$data) => data.studioFaqs,
  pageSize: FAQS_PAGE_SIZE,
  texts: ({ onAdd }: FaqListProps) =>
    listTexts({
      nouns: { one: 'FAQ', many: 'FAQs' },
      empty: {
        message: 'Add a question and its answer to show it on the FAQ page, the contact page or the join page.',
        action: <Button onClick={onAdd}>Add FAQ</Button>,
      },
      noMatches: {
        title: 'No FAQs match these filters',
        message: 'Try another category, page location or search, or show inactive FAQs too.',
      },
    }),
  container: (items) => <CardStack as="ul">{items}</CardStack>,
  renderItem: (faq, { connectionId, removed }, { onEdit, onChanged }: FaqListProps) => (
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
  ),
});
