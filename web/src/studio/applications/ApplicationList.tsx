import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ApplicationList_query$key } from '../../__generated__/ApplicationList_query.graphql';
import type { ApplicationListPaginationQuery } from '../../__generated__/ApplicationListPaginationQuery.graphql';
import type { ApplicationResultsQuery } from '../../__generated__/ApplicationResultsQuery.graphql';
import { usePagedConnection } from '../../relay/usePagedConnection';
import { useRefetchOnKey } from '../../relay/useRefetchOnKey';
import type { ConnectionListProps } from '../kit/list/ConnectionList';
import { listTexts } from '../kit/list/listTexts';
import { PagedResults } from '../kit/PagedResults';
import { TileGrid } from '../kit/RecordTile';
import { ApplicationCard } from './ApplicationCard';
import { applicationResultsQuery } from './ApplicationResults';
import { APPLICATIONS_PAGE_SIZE, reloadCount } from './applicationsPaging';
import type { DecisionOutcome } from './decisionOutcome';

const applicationListFragment = graphql`
  fragment ApplicationList_query on Query
  @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, filter: { type: "ApplicationFilter" })
  @refetchable(queryName: "ApplicationListPaginationQuery") {
    designerApplications(first: $count, after: $cursor, filter: $filter)
      @connection(key: "ApplicationList_designerApplications") {
      __id
      totalCount
      edges {
        node {
          id
          ...ApplicationCard_application
        }
      }
    }
  }
`;

/** The list's words (the spec names none; see the decisions list). */
const TEXTS = listTexts({
  nouns: { one: 'application', many: 'applications' },
  empty: { message: 'When designers apply to join from the Join page, their applications will appear here.' },
  noMatches: { message: 'Try another search or status, or reset the filters.' },
});

interface ApplicationListProps extends ConnectionListProps {
  /** A new value reloads the list from the server (as many applications as are shown). */
  refreshKey: number;
  onReload: () => void;
  onDecision: (outcome: DecisionOutcome) => void;
}

/**
 * When a card goes (deleted, or reloaded out of the filter) while focus was in it or its dialog,
 * focus moves to the list's count (or the empty state's heading) rather than the page body.
 */
function useFocusAfterRemoval(shownKey: string, targets: RefObject<HTMLElement | null>[]) {
  const focusInside = useRef(false);
  useEffect(() => {
    if (!focusInside.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    // The refs are stable objects: the effect needs to run only when the cards change.
    targets
      .map((ref) => ref.current)
      .find(Boolean)
      ?.focus();
  }, [shownKey]);
  return {
    // React focus events bubble through portals, so a card's dialogs count as inside the list.
    onFocus: () => {
      focusInside.current = true;
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !event.currentTarget.contains(next)) focusInside.current = false;
    },
  };
}

/** The applications matching the filters, a page at a time, with how many there are in all. */
export function ApplicationList({
  queryRef,
  refreshKey,
  filtered,
  onResetFilters,
  onReload,
  onDecision,
}: ApplicationListProps) {
  const query = usePreloadedQuery<ApplicationResultsQuery>(
    applicationResultsQuery,
    queryRef as PreloadedQuery<ApplicationResultsQuery>,
  );
  const { data, refetch, ...pagination } = usePaginationFragment<
    ApplicationListPaginationQuery,
    ApplicationList_query$key
  >(applicationListFragment, query);
  const connection = data.designerApplications;
  const { items, paging } = usePagedConnection(connection, pagination, APPLICATIONS_PAGE_SIZE, TEXTS.loadMoreFailed);
  const shown = items.length;
  useRefetchOnKey(refreshKey, refetch, reloadCount(shown));

  const summaryRef = useRef<HTMLParagraphElement>(null);
  const emptyHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusEvents = useFocusAfterRemoval(items.map((item) => item.id).join(), [summaryRef, emptyHeadingRef]);

  return (
    <PagedResults
      texts={TEXTS}
      shown={shown}
      paging={paging}
      filtered={filtered}
      onResetFilters={onResetFilters}
      summaryRef={summaryRef}
      emptyHeadingRef={emptyHeadingRef}
      sectionProps={focusEvents}
    >
      <TileGrid $min="22rem">
        {items.map((node) => (
          <li key={node.id}>
            <ApplicationCard
              application={node}
              connectionId={connection.__id}
              onReload={onReload}
              onDecision={onDecision}
              onDeleted={onReload}
            />
          </li>
        ))}
      </TileGrid>
    </PagedResults>
  );
}
