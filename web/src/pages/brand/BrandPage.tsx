import { graphql, usePreloadedQuery } from 'react-relay';
import type { BrandPageQuery, BrandPageQuery$data } from '../../__generated__/BrandPageQuery.graphql';
import { JsonLd } from '../../components/seo/JsonLd';
import { brandJsonLd, breadcrumbJsonLd } from '../../components/seo/structuredData';
import { instagramHref, websiteHref } from '../../lib/contactLinks';
import { useRouteQueryRef } from '../../relay/routeQuery';
import { BrandNotFound } from './BrandNotFound';
import { BrandProfile } from './BrandProfile';

export const brandPageQuery = graphql`
  query BrandPageQuery($id: ID!) {
    brand(id: $id) {
      id
      name
      description
      city
      image
      rating
      reviewCount
      instagram
      website
      collectionsSummary: collections(first: 1) {
        totalCount
      }
      ...BrandHeader_brand
      ...BrandStory_brand
      ...DesignerInfo_brand
      ...BrandCollections_brand
      ...BrandProducts_brand
      ...BrandPieces_brand
      ...BrandReviews_brand
    }
  }
`;

type LoadedBrand = NonNullable<BrandPageQuery$data['brand']>;

function brandStructuredData(brand: LoadedBrand) {
  const path = `/brand/${encodeURIComponent(brand.id)}`;
  return [
    brandJsonLd({
      path,
      name: brand.name,
      description: brand.description,
      image: brand.image,
      city: brand.city,
      rating: brand.rating,
      reviewCount: brand.reviewCount,
      sameAs: [
        brand.instagram ? instagramHref(brand.instagram) : null,
        brand.website ? websiteHref(brand.website) : null,
      ],
    }),
    breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Directory', path: '/directory' },
      { name: brand.name, path },
    ]),
  ];
}

export function BrandPage() {
  const queryRef = useRouteQueryRef<BrandPageQuery>();
  const { brand } = usePreloadedQuery<BrandPageQuery>(brandPageQuery, queryRef);
  if (!brand) return <BrandNotFound />;
  return (
    <>
      <JsonLd data={brandStructuredData(brand)} />
      {/* A new brand starts with fresh section state. */}
      <BrandProfile key={brand.id} brand={brand} />
    </>
  );
}
