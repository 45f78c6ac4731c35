import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FavouritesListsQuery } from '../../__generated__/FavouritesListsQuery.graphql';
import { FavouriteBrands } from './FavouriteBrands';
import { FavouriteCollections } from './FavouriteCollections';
import { FavouriteProducts } from './FavouriteProducts';
import { FAVOURITES_PAGE_SIZE } from './favouritesPaging';

const favouritesListsQuery = graphql`
  query FavouritesListsQuery($count: Int!) {
    viewer {
      id
    }
    ...FavouriteBrands_query @arguments(count: $count)
    ...FavouriteCollections_query @arguments(count: $count)
    ...FavouriteProducts_query @arguments(count: $count)
  }
`;

/**
 * The viewer's saved brands, collections and products, each section paging on its own. A new
 * `fetchKey` makes every section refetch what it shows, rather than reloading the whole page.
 */
export function FavouritesLists({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<FavouritesListsQuery>(
    favouritesListsQuery,
    { count: FAVOURITES_PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.viewer) return null;
  return (
    <>
      <FavouriteBrands query={data} fetchKey={fetchKey} />
      <FavouriteCollections query={data} fetchKey={fetchKey} />
      <FavouriteProducts query={data} fetchKey={fetchKey} />
    </>
  );
}
