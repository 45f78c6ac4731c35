import type { FavouriteKindName } from './rules.js';

export const FAVOURITE_MESSAGES = {
  signInToSave: 'Please sign in to save favourites.',
  notFound: {
    brand: 'Brand not found',
    collection: 'Collection not found',
    product: 'Product not found',
  } satisfies Record<FavouriteKindName, string>,
};
