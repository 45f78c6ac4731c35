import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PortfolioRow_product$key } from '../../__generated__/PortfolioRow_product.graphql';
import { ImageIcon } from '../../components/icons/studioIcons';
import { RecordActionLink, TileActions, TileBody, TileCard, TileFacts, TilePicture } from '../kit/RecordTile';
import { imageStatus } from '../kit/uploadedImageStatus';
import { productsPaths } from '../products/paths';

const portfolioRowFragment = graphql`
  fragment PortfolioRow_product on Product {
    id
    title
    image
    primaryImage {
      processing
      failed
    }
    category
    priceRange
    viewerCanEdit
    brand {
      name
    }
  }
`;

/** One portfolio piece: its main image, title, brand and category, with its public page and (if allowed) Edit. */
export function PortfolioRow({ piece: pieceKey }: { piece: PortfolioRow_product$key }) {
  const piece = useFragment(portfolioRowFragment, pieceKey);
  const headingId = useId();
  const facts = [piece.brand.name, piece.category, piece.priceRange].filter(Boolean).join(' · ');
  return (
    <TileCard aria-labelledby={headingId}>
      <TilePicture src={piece.image} ratio="4 / 5" fallback={<ImageIcon />} status={imageStatus(piece.primaryImage)} />
      <TileBody>
        <h3 id={headingId}>{piece.title}</h3>
        <TileFacts>{facts}</TileFacts>
        <TileActions>
          <RecordActionLink to={productsPaths.public(piece.id)} action="View" record={piece.title} />
          {piece.viewerCanEdit ? (
            <RecordActionLink to={productsPaths.edit(piece.id)} action="Edit" record={piece.title} />
          ) : null}
        </TileActions>
      </TileBody>
    </TileCard>
  );
}
