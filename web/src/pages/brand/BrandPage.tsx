import { graphql, usePreloadedQuery } from 'react-relay';
import type { BrandPageQuery } from '../../__generated__/BrandPageQuery.graphql';
import { useRouteQueryRef } from '../../relay/routeQuery';
import { BrandNotFound } from './BrandNotFound';
import { BrandProfile } from './BrandProfile';

export const brandPageQuery = graphql`
  query BrandPageQuery($id: ID!) {
    brand(id: $id) {
      id
      name
      collectionsSummary: collections(first: 1) {
        totalCount
      }
      ...BrandHeader_brand
      ...BrandStory_brand
      ...DesignerInfo_brand
      ...BrandCollections_brand
      ...BrandProducts_brand
      ...BrandReviews_brand
    }
  }
`;

export function BrandPage() {
  const queryRef = useRouteQueryRef<BrandPageQuery>();
  const { brand } = usePreloadedQuery<BrandPageQuery>(brandPageQuery, queryRef);
  if (!brand) return <BrandNotFound />;
  // A new brand starts with fresh section state.
  return <BrandProfile key={brand.id} brand={brand} />;
}
