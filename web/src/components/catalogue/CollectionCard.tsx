import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BrandArtwork } from '../BrandArtwork';
import { LazyImage } from '../LazyImage';
import type { CollectionCard_collection$key } from '../../__generated__/CollectionCard_collection.graphql';
import { PictureFrame } from '../PictureFrame';

const collectionCardFragment = graphql`
  fragment CollectionCard_collection on Collection {
    id
    title
    description
    image
    images {
      imageUrl
      altText
    }
  }
`;

const Card = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  color: inherit;
  text-decoration: none;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }

  &:hover h3 {
    text-decoration: underline;
    text-underline-offset: 4px;
    text-decoration-thickness: 1px;
  }
`;

const Frame = styled(PictureFrame)`
  & > img,
  & > [role='img'] {
    transition: transform 900ms ${({ theme }) => theme.motion.easing};
  }
  ${Card}:hover & > img {
    transform: scale(1.04);
  }
`;

export function CollectionCard({ collection: collectionKey }: { collection: CollectionCard_collection$key }) {
  const collection = useFragment(collectionCardFragment, collectionKey);
  const cover = collection.image ?? collection.images[0]?.imageUrl ?? null;
  const alt = collection.images[0]?.altText ?? collection.title;

  return (
    <Card to={`/collection/${encodeURIComponent(collection.id)}`}>
      <Frame $ratio="3 / 4">
        {cover ? <LazyImage src={cover} alt={alt} /> : <BrandArtwork name={collection.title} />}
      </Frame>
      <h3>{collection.title}</h3>
      {collection.description ? <p>{collection.description}</p> : null}
    </Card>
  );
}
