import { graphql, useFragment } from 'react-relay';
import type { Layout } from '../LayoutToggle';
import type { BrandCard_brand$key } from '../../__generated__/BrandCard_brand.graphql';
import { BrandArtwork } from '../BrandArtwork';
import { ResponsivePicture } from '../ResponsivePicture';
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
    primaryImage {
      ...ResponsivePicture_image
    }
  }
`;

// Cards are a quarter of the page on wide screens, half on tablets, full width on phones.
const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

interface BrandCardProps {
  brand: BrandCard_brand$key;
  layout: Layout;
  /** The first card of a list: its picture is on the first screen, so it loads at once. */
  eager?: boolean;
}

export function BrandCard({ brand: brandKey, layout, eager = false }: BrandCardProps) {
  const brand = useFragment(brandCardFragment, brandKey);
  const image = brand.primaryImage;
  const media = image ? (
    <ResponsivePicture image={image} sizes={CARD_SIZES} alt={`${brand.name} — ${brand.category}`} eager={eager} />
  ) : (
    <BrandArtwork name={brand.name} />
  );
  return (
    <BrandCardLayout brand={brand} href={`/brand/${encodeURIComponent(brand.id)}`} media={media} layout={layout} />
  );
}
