import { graphql, useFragment } from 'react-relay';
import type { BrandPieces_brand$key } from '../../__generated__/BrandPieces_brand.graphql';
import { ProductCard } from '../../components/catalogue/ProductCard';
import { PIECE_CARD_WIDTH, ScrollTrack } from '../../components/catalogue/CardScroller';
import { ProfileSection, SectionCount, SectionHeader } from './ProfileSection';

const brandPiecesFragment = graphql`
  fragment BrandPieces_brand on Brand {
    pieces: products(first: 8) {
      totalCount
      edges {
        node {
          id
          ...ProductCard_product
        }
      }
    }
  }
`;

/** The brand's newest pieces as a row of pictures near the top; 'View All Products' opens the full grid. */
export function BrandPieces({ brand: brandKey }: { brand: BrandPieces_brand$key }) {
  const { pieces } = useFragment(brandPiecesFragment, brandKey);
  if (!pieces.edges.length) return null;
  const shown = pieces.edges.length;
  return (
    <ProfileSection aria-labelledby="latest-pieces-title">
      <SectionHeader>
        <div>
          <h2 id="latest-pieces-title">Latest Pieces</h2>
          <SectionCount>
            {pieces.totalCount > shown ? `${shown} of ${pieces.totalCount} pieces` : `${shown} pieces`}
          </SectionCount>
        </div>
      </SectionHeader>
      <ScrollTrack $columns={PIECE_CARD_WIDTH} aria-labelledby="latest-pieces-title" data-testid="brand-pieces">
        {pieces.edges.map(({ node }) => (
          <li key={node.id}>
            <ProductCard product={node} layout="grid" />
          </li>
        ))}
      </ScrollTrack>
    </ProfileSection>
  );
}
