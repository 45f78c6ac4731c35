import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FavouritesListsQuery } from '../../__generated__/FavouritesListsQuery.graphql';
import { BrandCard } from '../directory/BrandCard';
import { CollectionCard } from '../brand/CollectionCard';
import { ProductCard } from '../brand/ProductCard';
import { FavouritesSection } from './FavouritesSection';

const favouritesListsQuery = graphql`
  query FavouritesListsQuery {
    viewer {
      id
      favourites {
        brands(first: 100) {
          totalCount
          edges { node { id ...BrandCard_brand } }
        }
        collections(first: 100) {
          totalCount
          edges { node { id ...CollectionCard_collection } }
        }
        products(first: 100) {
          totalCount
          edges { node { id ...ProductCard_product } }
        }
      }
    }
  }
`;

/** The viewer's saved brands, collections and products; `fetchKey` changes refetch them. */
export function FavouritesLists({ fetchKey }: { fetchKey: number }) {
  const { viewer } = useLazyLoadQuery<FavouritesListsQuery>(favouritesListsQuery, {}, { fetchKey, fetchPolicy: 'store-and-network' });
  if (!viewer) return null;
  const { brands, collections, products } = viewer.favourites;
  return (
    <>
      <FavouritesSection title="Favourite Brands" count={brands.totalCount} emptyText="No favourite brands yet.">
        {brands.edges.map(({ node }) => (
          <li key={node.id}>
            <BrandCard brand={node} layout="grid" />
          </li>
        ))}
      </FavouritesSection>
      <FavouritesSection title="Favourite Collections" count={collections.totalCount} emptyText="No favourite collections yet.">
        {collections.edges.map(({ node }) => (
          <li key={node.id}>
            <CollectionCard collection={node} />
          </li>
        ))}
      </FavouritesSection>
      <FavouritesSection title="Favourite Products" count={products.totalCount} emptyText="No favourite products yet.">
        {products.edges.map(({ node }) => (
          <li key={node.id}>
            <ProductCard product={node} layout="grid" />
          </li>
        ))}
      </FavouritesSection>
    </>
  );
}
