import { useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { BrandArtwork } from '../../components/BrandArtwork';
import { LazyImage } from '../../components/LazyImage';
import type { FeaturedTailorsQuery } from '../../__generated__/FeaturedTailorsQuery.graphql';
import { useCarouselAutoplay } from './useCarouselAutoplay';
import { CardBody, CardFrameLink, CardMedia, CardNote, CardTitle } from '../../components/catalogue/CardFrame';
import { ScrollTrack } from '../../components/catalogue/CardScroller';
import { CAROUSEL_STEP_PX } from '../../lib/carouselOffset';

// One card and the track's 1rem gap take exactly one carousel step, so each step moves one whole card.
const CARD_WIDTH = `calc(${CAROUSEL_STEP_PX}px - 1rem)`;

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
  const pause = useCarouselAutoplay(trackRef);
  return (
    <ScrollTrack
      ref={trackRef}
      $columns={CARD_WIDTH}
      aria-label="Featured tailors"
      onPointerEnter={pause.onPointerEnter}
      onPointerLeave={pause.onPointerLeave}
      onFocus={pause.onFocus}
      onBlur={pause.onBlur}
    >
      {tailors.edges.map(({ node }) => (
        <li key={node.id}>
          <CardFrameLink to={`/brand/${encodeURIComponent(node.brand.id)}`}>
            <CardMedia>
              {(node.image ?? node.brand.image) ? (
                <LazyImage src={(node.image ?? node.brand.image)!} alt={node.brand.name} eager />
              ) : (
                <BrandArtwork name={node.brand.name} />
              )}
            </CardMedia>
            <CardBody>
              <CardTitle>{node.brand.name}</CardTitle>
              <CardNote>
                {node.title} · {node.brand.city}
              </CardNote>
            </CardBody>
          </CardFrameLink>
        </li>
      ))}
    </ScrollTrack>
  );
}
