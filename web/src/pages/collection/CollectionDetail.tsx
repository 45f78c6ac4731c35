import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BrandArtwork } from '../../components/BrandArtwork';
import { Eyebrow } from '../../components/Eyebrow';
import { FavouriteToggle } from '../../components/favourites/FavouriteToggle';
import { MapPinIcon } from '../../components/icons';
import { StarRating } from '../../components/StarRating';
import { JsonLd } from '../../components/seo/JsonLd';
import { breadcrumbJsonLd, collectionJsonLd } from '../../components/seo/structuredData';
import type { CollectionDetail_collection$data, CollectionDetail_collection$key } from '../../__generated__/CollectionDetail_collection.graphql';
import { ProductCard } from '../brand/ProductCard';

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
    products(first: 100) {
      edges {
        node {
          id
          title
          ...ProductCard_product
        }
      }
    }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};

  ${({ theme }) => theme.media.lg} { grid-template-columns: 0.9fr 1.1fr; align-items: start; }
`;

const Frame = styled.div`
  aspect-ratio: 3 / 4;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ivoryDeep};

  & > img, & > [role='img'] { width: 100%; height: 100%; object-fit: cover; }
`;

const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  h1 { font-size: ${({ theme }) => theme.fontSizes['4xl']}; }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  color: ${({ theme }) => theme.colors.inkMuted};

  span { display: inline-flex; align-items: center; gap: 0.35rem; }
  svg { width: 1rem; height: 1rem; }
`;

const Actions = styled.div`
  display: flex;
`;

const Products = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[8]};

  h2 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  ul { display: grid; gap: ${({ theme }) => theme.space[5]}; margin: 0; padding: 0; list-style: none; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
`;

function collectionStructuredData(collection: CollectionDetail_collection$data, cover: string | null) {
  const path = `/collection/${encodeURIComponent(collection.id)}`;
  const brand = { name: collection.brand.name, path: `/brand/${encodeURIComponent(collection.brand.id)}` };
  return [
    collectionJsonLd({
      path,
      title: collection.title,
      description: collection.description,
      image: cover,
      brand,
      items: collection.products.edges.map(({ node }) => ({ name: node.title, path: `/product/${encodeURIComponent(node.id)}` })),
    }),
    breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Collections', path: '/collections' }, brand, { name: collection.title, path }]),
  ];
}

export function CollectionDetail({ collection: collectionKey }: { collection: CollectionDetail_collection$key }) {
  const collection = useFragment(collectionDetailFragment, collectionKey);
  const cover = collection.image ?? collection.images[0]?.imageUrl ?? null;
  const { brand } = collection;
  return (
    <>
      <JsonLd data={collectionStructuredData(collection, cover)} />
      <Layout>
        <Frame>{cover ? <img src={cover} alt={collection.images[0]?.altText ?? collection.title} /> : <BrandArtwork name={collection.title} />}</Frame>
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
            <FavouriteToggle kind="collection" targetId={collection.id} name={collection.title} isFavourite={collection.isFavourite} />
          </Actions>
        </Copy>
      </Layout>
      {collection.products.edges.length > 0 ? (
        <Products aria-labelledby="collection-products-title">
          <h2 id="collection-products-title">Products in This Collection</h2>
          <ul>
            {collection.products.edges.map(({ node }) => (
              <li key={node.id}>
                <ProductCard product={node} layout="grid" />
              </li>
            ))}
          </ul>
        </Products>
      ) : null}
    </>
  );
}
