import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { LoadMore } from '../../components/LoadMore';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { Paging } from '../../relay/usePagedConnection';
import { EmptyState } from './EmptyState';
import { formatCount } from './format';

const Summary = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export interface EmptyTexts {
  title: string;
  message: string;
  action?: ReactNode;
}

/** The words of a list's body: its hidden heading, its nouns, Load more, its two empty states. */
export interface ResultsTexts {
  /** The list's name for screen readers (a hidden heading). */
  heading: string;
  /** What one and several items are called: 'collection' / 'collections'. */
  nouns: { one: string; many: string };
  /** The Load more button's label: 'Load more collections'. */
  loadMoreLabel: string;
  /** The empty state when there is nothing at all. */
  empty: EmptyTexts;
  /** The empty state when the filters match nothing (a Reset filters button comes with it). */
  noMatches: EmptyTexts;
}

interface PagedResultsProps {
  texts: ResultsTexts;
  /** How many items are shown. */
  shown: number;
  paging: Paging;
  /** Whether filters narrow the list: then an empty list offers to reset them. */
  filtered: boolean;
  onResetFilters: () => void;
  /** For lists that move focus to the count (or the empty state) after an item goes away. */
  summaryRef?: Ref<HTMLParagraphElement>;
  emptyHeadingRef?: Ref<HTMLHeadingElement>;
  sectionProps?: HTMLAttributes<HTMLElement>;
  /** The items themselves: a ul or ol of cards or rows. */
  children: ReactNode;
}

/**
 * The body every studio list shares: 'Showing N of M …', the items, Load more, and the two empty
 * states (nothing yet; nothing matches the filters, with Reset filters).
 */
export function PagedResults(props: PagedResultsProps) {
  const { texts, shown, paging, filtered, summaryRef, emptyHeadingRef } = props;
  const { heading, nouns, empty, noMatches } = texts;
  const titleId = useId();
  const noun = paging.totalCount === 1 ? nouns.one : nouns.many;

  return (
    <section aria-labelledby={titleId} {...props.sectionProps}>
      <VisuallyHidden as="h2" id={titleId}>
        {heading}
      </VisuallyHidden>
      {shown === 0 ? (
        filtered ? (
          <EmptyState
            title={noMatches.title}
            message={noMatches.message}
            headingRef={emptyHeadingRef}
            action={
              noMatches.action ?? (
                <Button $variant="secondary" onClick={props.onResetFilters}>
                  Reset filters
                </Button>
              )
            }
          />
        ) : (
          <EmptyState title={empty.title} message={empty.message} headingRef={emptyHeadingRef} action={empty.action} />
        )
      ) : (
        <>
          <Summary ref={summaryRef} role="status" tabIndex={-1}>
            Showing {formatCount(shown)} of {formatCount(paging.totalCount)} {noun}
          </Summary>
          {props.children}
          <LoadMore
            label={texts.loadMoreLabel}
            noun={nouns.many}
            loaded={shown}
            total={paging.totalCount}
            hasNext={paging.hasNext}
            isLoadingNext={paging.isLoadingNext}
            onLoadMore={paging.loadMore}
          />
        </>
      )}
    </section>
  );
}
