import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BrandArtwork } from '../../components/BrandArtwork';
import { Eyebrow } from '../../components/Eyebrow';
import { FavouriteToggle } from '../../components/favourites/FavouriteToggle';
import { MapPinIcon } from '../../components/icons';
import { StarRating } from '../../components/StarRating';
import { JsonLd } from '../../components/seo/JsonLd';
import type { CollectionDetail_collection$key } from '../../__generated__/CollectionDetail_collection.graphql';
import { CollectionProducts, useCollectionProducts } from './CollectionProducts';
import { collectionStructuredData } from './collectionStructuredData';
import { PictureFrame } from '../../components/PictureFrame';

const collectionDetailFragment = graphql`
  fragment CollectionDetail_collection on Collection {
    id
    isFavourite
    title
    description
    image
    images {
      imageUrl
      altText
    }
    brand {
      id
      name
      city
      rating
    }
    ...CollectionProducts_collection
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 0.9fr 1.1fr;
    align-items: start;
  }
`;

const Frame = styled(PictureFrame)`
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  color: ${({ theme }) => theme.colors.inkMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const Actions = styled.div`
  display: flex;
`;

export function CollectionDetail({ collection: collectionKey }: { collection: CollectionDetail_collection$key }) {
  const collection = useFragment(collectionDetailFragment, collectionKey);
  const cover = collection.image ?? collection.images[0]?.imageUrl ?? null;
  const { brand } = collection;
  const products = useCollectionProducts(collection);
  return (
    <>
      <JsonLd data={collectionStructuredData(collection, cover, products.loaded)} />
      <Layout>
        <Frame $ratio="3 / 4">
          {cover ? (
            <img src={cover} alt={collection.images[0]?.altText ?? collection.title} />
          ) : (
            <BrandArtwork name={collection.title} />
          )}
        </Frame>
        <Copy>
          <Eyebrow>Collection</Eyebrow>
          <h1>{collection.title}</h1>
          <Meta>
            <Link to={`/brand/${encodeURIComponent(brand.id)}`}>{brand.name}</Link>
            <span>
              <MapPinIcon aria-hidden="true" />
              {brand.city}
            </span>
            <span>
              <StarRating rating={brand.rating} />
              {brand.rating.toFixed(1)} out of 5
            </span>
          </Meta>
          {collection.description ? <p>{collection.description}</p> : null}
          <Actions>
            <FavouriteToggle
              kind="collection"
              targetId={collection.id}
              name={collection.title}
              isFavourite={collection.isFavourite}
            />
          </Actions>
        </Copy>
      </Layout>
      <CollectionProducts products={products} />
    </>
  );
}
