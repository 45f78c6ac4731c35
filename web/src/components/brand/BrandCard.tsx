import { graphql, useFragment } from 'react-relay';
import type { Layout } from '../LayoutToggle';
import type { BrandCard_brand$key } from '../../__generated__/BrandCard_brand.graphql';
import { BrandArtwork } from '../BrandArtwork';
import { LazyImage } from '../LazyImage';
import { BrandCardLayout } from './BrandCardLayout';

const brandCardFragment = graphql`
  fragment BrandCard_brand on Brand {
    id
    name
    category
    categories
    city
    isVerified
    rating
    reviewCount
    description
    priceRange
    image
    primaryImage {
      url
      srcSet
      sources {
        type
        srcSet
      }
    }
  }
`;

// Cards are a quarter of the page on wide screens, half on tablets, full width on phones.
const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

export function BrandCard({ brand: brandKey, layout }: { brand: BrandCard_brand$key; layout: Layout }) {
  const brand = useFragment(brandCardFragment, brandKey);
  const image = brand.primaryImage;
  const media = image ? (
    <LazyImage
      src={image.url}
      srcSet={image.srcSet}
      sources={image.sources}
      sizes={CARD_SIZES}
      alt={`${brand.name} — ${brand.category}`}
    />
  ) : (
    <BrandArtwork name={brand.name} />
  );
  return (
    <BrandCardLayout brand={brand} href={`/brand/${encodeURIComponent(brand.id)}`} media={media} layout={layout} />
  );
}
