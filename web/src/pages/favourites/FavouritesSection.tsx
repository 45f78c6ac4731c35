import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LoadMore, type LoadMoreProps } from '../../components/LoadMore';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export type SectionPagination = Omit<LoadMoreProps, 'label' | 'noun' | 'total'>;

interface FavouritesSectionProps {
  /** 'Favourite Brands'; the 'Load more' button and its progress line are named after it. */
  title: string;
  count: number;
  emptyText: string;
  pagination: SectionPagination;
  children: ReactNode;
}

/** One kind of favourite: a heading with the count, then the cards, page by page, or a short empty note. */
export function FavouritesSection({ title, count, emptyText, pagination, children }: FavouritesSectionProps) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-title`;
  const noun = title.toLowerCase();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} ({count})
      </h2>
      {count ? <Grid>{children}</Grid> : <Empty>{emptyText}</Empty>}
      {count ? <LoadMore label={`Load more ${noun}`} noun={noun} total={count} {...pagination} /> : null}
    </Section>
  );
}
