/** What a favourite points at; each user has at most one favourite per target. */
export const FAVOURITE_KINDS = ['brand', 'collection', 'product'] as const;
export type FavouriteKindName = (typeof FAVOURITE_KINDS)[number];

/** The favourites column that holds the target's id for a kind. */
export function favouriteTargetColumn(kind: FavouriteKindName): 'brandId' | 'catalogueId' | 'productId' {
  return kind === 'brand' ? 'brandId' : kind === 'collection' ? 'catalogueId' : 'productId';
}

/** The global-id type name of a kind's target. */
export function favouriteTargetType(kind: FavouriteKindName): 'Brand' | 'Collection' | 'Product' {
  return kind === 'brand' ? 'Brand' : kind === 'collection' ? 'Collection' : 'Product';
}
