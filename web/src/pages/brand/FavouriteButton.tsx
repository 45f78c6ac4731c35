import { graphql, useFragment } from 'react-relay';
import type { FavouriteButton_brand$key } from '../../__generated__/FavouriteButton_brand.graphql';
import { FavouriteToggle } from '../../components/favourites/FavouriteToggle';

const favouriteButtonFragment = graphql`
  fragment FavouriteButton_brand on Brand {
    id
    name
    isFavourite
  }
`;

/** Saves the brand to the signed-in user's favourites; visitors are asked to sign in first. */
export function FavouriteButton({ brand: brandKey }: { brand: FavouriteButton_brand$key }) {
  const brand = useFragment(favouriteButtonFragment, brandKey);
  return <FavouriteToggle kind="brand" targetId={brand.id} name={brand.name} isFavourite={brand.isFavourite} />;
}
