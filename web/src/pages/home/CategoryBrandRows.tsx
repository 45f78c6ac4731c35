import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BrandArtwork } from '../../components/BrandArtwork';
import { Container } from '../../components/Container';
import { LazyImage } from '../../components/LazyImage';
import type { CategoryBrandRows_query$key } from '../../__generated__/CategoryBrandRows_query.graphql';
import { PictureFrame } from '../../components/PictureFrame';

const rowsFragment = graphql`
  fragment CategoryBrandRows_query on Query {
    homeCategoryRows {
      category
      slug
      hasMore
      brands {
        id
        name
        city
        image
      }
    }
  }
`;

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space[8]};
`;

const Row = styled.section`
  margin-bottom: ${({ theme }) => theme.space[7]};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
`;

const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 12rem;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[2]};
  list-style: none;
  overflow-x: auto;
`;

const Tile = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  color: inherit;
  text-decoration: none;

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const ViewAll = styled(Link)`
  display: grid;
  place-items: center;
  height: 100%;
  aspect-ratio: 3 / 4;
  border: 1px dashed ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
`;

/** A row per brand category, at most 8 brands, ending in 'View All' when the category has more. */
export function CategoryBrandRows({ query }: { query: CategoryBrandRows_query$key }) {
  const { homeCategoryRows } = useFragment(rowsFragment, query);
  return (
    <Section aria-label="Brands by category">
      <Container>
        {homeCategoryRows.map((row) => {
          const href = `/directory?category=${encodeURIComponent(row.slug)}`;
          return (
            <Row key={row.slug} aria-label={row.category}>
              <h2>
                <Link to={href}>{row.category}</Link>
              </h2>
              <Track>
                {row.brands.map((brand) => (
                  <li key={brand.id}>
                    <Tile to={`/brand/${encodeURIComponent(brand.id)}`}>
                      <PictureFrame $ratio="3 / 4">
                        {brand.image ? (
                          <LazyImage src={brand.image} alt={brand.name} />
                        ) : (
                          <BrandArtwork name={brand.name} />
                        )}
                      </PictureFrame>
                      <strong>{brand.name}</strong>
                      <span>{brand.city}</span>
                    </Tile>
                  </li>
                ))}
                {row.hasMore ? (
                  <li>
                    <ViewAll to={href} aria-label={`View All ${row.category}`}>
                      View All
                    </ViewAll>
                  </li>
                ) : null}
              </Track>
            </Row>
          );
        })}
      </Container>
    </Section>
  );
}
