import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
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

/** One kind of favourite: a heading with the count, then the cards or a short empty note. */
export function FavouritesSection({ title, count, emptyText, children }: { title: string; count: number; emptyText: string; children: ReactNode }) {
  const headingId = `${title.toLowerCase().replace(/\s+/g, '-')}-title`;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} ({count})
      </h2>
      {count ? <Grid>{children}</Grid> : <Empty>{emptyText}</Empty>}
    </Section>
  );
}
