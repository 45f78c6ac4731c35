import { graphql, useFragment } from 'react-relay';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandArtwork } from '../BrandArtwork';
import { ResponsivePicture } from '../ResponsivePicture';
import type { CollectionCard_collection$key } from '../../__generated__/CollectionCard_collection.graphql';
import { CARD_PICTURE_SIZES, CardBody, CardFrameLink, CardMedia, CardNote, CardTitle } from './CardFrame';

const collectionCardFragment = graphql`
  fragment CollectionCard_collection on Collection {
    id
    title
    description
    primaryImage {
      ...ResponsivePicture_image
    }
    images {
      altText
    }
  }
`;

const Description = styled(CardNote)`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** A collection: its cover, title and description; `children` add lines under them (e.g. the brand's name). */
export function CollectionCard({
  collection: collectionKey,
  children,
}: {
  collection: CollectionCard_collection$key;
  children?: ReactNode;
}) {
  const collection = useFragment(collectionCardFragment, collectionKey);
  const cover = collection.primaryImage;
  const alt = collection.images[0]?.altText ?? collection.title;

  return (
    <CardFrameLink to={`/collection/${encodeURIComponent(collection.id)}`}>
      <CardMedia>
        {cover ? (
          <ResponsivePicture image={cover} sizes={CARD_PICTURE_SIZES} alt={alt} />
        ) : (
          <BrandArtwork name={collection.title} />
        )}
      </CardMedia>
      <CardBody>
        <CardTitle>{collection.title}</CardTitle>
        {collection.description ? <Description>{collection.description}</Description> : null}
        {children}
      </CardBody>
    </CardFrameLink>
  );
}
