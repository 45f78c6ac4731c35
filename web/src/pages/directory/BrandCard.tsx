import { graphql, useFragment } from 'react-relay';
import type { Layout } from '../../components/LayoutToggle';
import type { BrandCard_brand$key } from '../../__generated__/BrandCard_brand.graphql';
import { BrandArtwork } from '../../components/BrandArtwork';
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
  }
`;

export function BrandCard({ brand: brandKey, layout }: { brand: BrandCard_brand$key; layout: Layout }) {
  const brand = useFragment(brandCardFragment, brandKey);
  const media = brand.image ? (
    <img src={brand.image} alt={`${brand.name} — ${brand.category}`} loading="lazy" decoding="async" />
  ) : (
    <BrandArtwork name={brand.name} />
  );
  return <BrandCardLayout brand={brand} href={`/brand/${encodeURIComponent(brand.id)}`} media={media} layout={layout} />;
}
