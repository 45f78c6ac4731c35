import { useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BrandArtwork } from '../../components/BrandArtwork';
import { LazyImage } from '../../components/LazyImage';
import type { FeaturedTailorsQuery } from '../../__generated__/FeaturedTailorsQuery.graphql';
import { useCarouselAutoplay } from './useCarouselAutoplay';
import { PictureFrame } from '../../components/PictureFrame';

const Track = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 17rem;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[3]};
  list-style: none;
  overflow-x: auto;
  scroll-behavior: smooth;

  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

const Card = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  color: inherit;
  text-decoration: none;

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** A carousel of tailors, each linking to its brand page. */
export function FeaturedTailors() {
  const { tailors } = useLazyLoadQuery<FeaturedTailorsQuery>(
    graphql`
      query FeaturedTailorsQuery {
        tailors(first: 12) {
          edges {
            node {
              id
              title
              image
              brand {
                id
                name
                city
                image
              }
            }
          }
        }
      }
    `,
    {},
  );
  const trackRef = useRef<HTMLUListElement>(null);
  const hover = useCarouselAutoplay(trackRef);
  return (
    <Track
      ref={trackRef}
      aria-label="Featured tailors"
      onPointerEnter={hover.onPointerEnter}
      onPointerLeave={hover.onPointerLeave}
    >
      {tailors.edges.map(({ node }) => (
        <li key={node.id}>
          <Card to={`/brand/${encodeURIComponent(node.brand.id)}`}>
            <PictureFrame $ratio="4 / 5">
              {(node.image ?? node.brand.image) ? (
                <LazyImage src={(node.image ?? node.brand.image)!} alt={node.brand.name} eager />
              ) : (
                <BrandArtwork name={node.brand.name} />
              )}
            </PictureFrame>
            <strong>{node.brand.name}</strong>
            <span>
              {node.title} · {node.brand.city}
            </span>
          </Card>
        </li>
      ))}
    </Track>
  );
}
