import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BrandArtwork } from '../../components/BrandArtwork';
import { Container } from '../../components/Container';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import type { CategoryBrandRows_query$key } from '../../__generated__/CategoryBrandRows_query.graphql';
import {
  CARD_PICTURE_SIZES,
  CardBody,
  CardFrameLink,
  CardMedia,
  CardNote,
  CardTitle,
} from '../../components/catalogue/CardFrame';
import { CardScroller } from '../../components/catalogue/CardScroller';

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
        primaryImage {
          ...ResponsivePicture_image
        }
      }
    }
  }
`;

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space[8]};
`;

/*
 * How wide a card is: on phones two and a bit show (the glimpse of the next says the row scrolls),
 * from the md breakpoint a whole number of cards fills the row exactly, so no card is cut off.
 */
const Rows = styled.div`
  --row-card-width: calc((100% - 2 * ${({ theme }) => theme.space[4]}) / 2.3);

  ${({ theme }) => theme.media.sm} {
    --row-card-width: calc((100% - 3 * ${({ theme }) => theme.space[4]}) / 3.3);
  }
  ${({ theme }) => theme.media.md} {
    --row-card-width: calc((100% - 3 * ${({ theme }) => theme.space[4]}) / 4);
  }
  ${({ theme }) => theme.media.lg} {
    --row-card-width: calc((100% - 5 * ${({ theme }) => theme.space[4]}) / 6);
  }

  h2 a {
    color: inherit;
    text-decoration: none;
  }
`;

const ViewAll = styled(CardFrameLink)`
  align-items: center;
  justify-content: center;
  min-height: 12rem;
  border-style: dashed;
  border-color: ${({ theme }) => theme.colors.lineStrong};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.indigo800};
`;

/** A row per brand category, at most 8 brands, ending in 'View All' when the category has more. */
export function CategoryBrandRows({ query }: { query: CategoryBrandRows_query$key }) {
  const { homeCategoryRows } = useFragment(rowsFragment, query);
  return (
    <Section aria-label="Brands by category">
      <Container>
        <Rows>
          {homeCategoryRows.map((row) => {
            const href = `/directory?category=${encodeURIComponent(row.slug)}`;
            return (
              <CardScroller
                key={row.slug}
                label={row.category}
                heading={
                  <h2>
                    <Link to={href}>{row.category}</Link>
                  </h2>
                }
                columns="var(--row-card-width)"
              >
                {row.brands.map((brand) => (
                  <li key={brand.id}>
                    <CardFrameLink to={`/brand/${encodeURIComponent(brand.id)}`}>
                      <CardMedia>
                        {brand.primaryImage ? (
                          <ResponsivePicture image={brand.primaryImage} sizes={CARD_PICTURE_SIZES} alt={brand.name} />
                        ) : (
                          <BrandArtwork name={brand.name} />
                        )}
                      </CardMedia>
                      <CardBody>
                        <CardTitle as="strong">{brand.name}</CardTitle>
                        <CardNote>{brand.city}</CardNote>
                      </CardBody>
                    </CardFrameLink>
                  </li>
                ))}
                {row.hasMore ? (
                  <li>
                    <ViewAll to={href} aria-label={`View All ${row.category}`}>
                      View All
                    </ViewAll>
                  </li>
                ) : null}
              </CardScroller>
            );
          })}
        </Rows>
      </Container>
    </Section>
  );
}
