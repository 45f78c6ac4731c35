import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../Button';
import { LoadMore } from '../LoadMore';
import type { Paging } from '../../relay/usePagedConnection';

/** How a card grid lays out its columns; without it the cards stack in one column. */
export interface GridColumns {
  /** The narrowest a column may get: the row holds as many as fit. */
  min: string;
  /** Two columns on small screens, and as many as fit only from the md breakpoint. */
  pairOnSmall?: boolean;
}

/** A list of cards laid out as a grid. */
export const CardGrid = styled.ul<{ $columns?: GridColumns; $roomy?: boolean }>`
  display: grid;
  gap: ${({ $roomy, theme }) => ($roomy ? `${theme.space[6]} ${theme.space[5]}` : theme.space[5])};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $columns, theme }) =>
    $columns?.pairOnSmall
      ? css`
          grid-template-columns: repeat(2, minmax(0, 1fr));
          ${theme.media.md} {
            grid-template-columns: repeat(auto-fill, minmax(${$columns.min}, 1fr));
          }
        `
      : $columns &&
        css`
          grid-template-columns: repeat(auto-fill, minmax(${$columns.min}, 1fr));
        `}
`;

const MoreRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;

export interface PagedListProps<T> {
  /** The nodes loaded so far. */
  items: readonly T[];
  /** See usePagedConnection. */
  paging: Paging;
  /** What stands in for the list while nothing is loaded; nothing when left out. */
  empty?: ReactNode;
  /** The button's text, e.g. 'Load more products'. */
  moreLabel: string;
  /**
   * What the list holds, in the plural ('products'). With it, the button comes with a status line
   * ("Showing 12 of 40 products", see LoadMore); without it, the button stands alone and is
   * disabled while the next page loads.
   */
  noun?: string;
  /** Lays out the loaded nodes. */
  children: (items: readonly T[]) => ReactNode;
}

/** A list loaded a page at a time: the loaded nodes (or the empty state) and the button that loads the next page. */
export function PagedList<T>({ items, paging, empty = null, moreLabel, noun, children }: PagedListProps<T>) {
  const { totalCount, hasNext, isLoadingNext, loadMore } = paging;
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(items)}
      {noun ? (
        <LoadMore
          label={moreLabel}
          noun={noun}
          loaded={items.length}
          total={totalCount}
          hasNext={hasNext}
          isLoadingNext={isLoadingNext}
          onLoadMore={loadMore}
        />
      ) : hasNext ? (
        <MoreRow>
          <Button $variant="secondary" disabled={isLoadingNext} onClick={loadMore}>
            {isLoadingNext ? 'Loading…' : moreLabel}
          </Button>
        </MoreRow>
      ) : null}
    </>
  );
}

export interface PagedGridProps<T extends { readonly id: string }> extends Omit<PagedListProps<T>, 'children'> {
  /** One card; the grid puts each in its own list item. */
  renderItem: (item: T) => ReactNode;
  columns?: GridColumns;
  /** More room between rows than between columns. */
  roomy?: boolean;
  testId?: string;
}

/** A grid of cards loaded a page at a time, with its empty state and its 'Load more' button. */
export function PagedGrid<T extends { readonly id: string }>({
  renderItem,
  columns,
  roomy,
  testId,
  ...list
}: PagedGridProps<T>) {
  return (
    <PagedList {...list}>
      {(items) => (
        <CardGrid data-testid={testId} $columns={columns} $roomy={roomy}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </CardGrid>
      )}
    </PagedList>
  );
}
