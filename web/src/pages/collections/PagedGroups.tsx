import type { ReactNode } from 'react';
import { PagedList, type PagedListProps } from '../../components/catalogue/PagedGrid';
import { groupBy } from './groupBy';
import { HorizontalScroller } from './HorizontalScroller';

interface PagedGroupsProps<T extends { readonly id: string }> extends Omit<PagedListProps<T>, 'children'> {
  /** The group an item belongs to; groups keep the order in which they first appear. */
  groupOf: (item: T) => string;
  cardWidth: 280 | 320;
  /** One card; each goes in its own list item. */
  renderItem: (item: T) => ReactNode;
}

/** The loaded pages, regrouped as each new page arrives (one titled scroller per group), with a 'Load more' under the groups. */
export function PagedGroups<T extends { readonly id: string }>({
  groupOf,
  cardWidth,
  renderItem,
  ...list
}: PagedGroupsProps<T>) {
  return (
    <PagedList {...list}>
      {(items) =>
        groupBy(items, groupOf).map(([group, members]) => (
          <HorizontalScroller key={group} title={group} cardWidth={cardWidth}>
            {members.map((item) => (
              <li key={item.id}>{renderItem(item)}</li>
            ))}
          </HorizontalScroller>
        ))
      }
    </PagedList>
  );
}
