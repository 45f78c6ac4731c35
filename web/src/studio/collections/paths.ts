export const collectionsPaths = {
  list: '/studio/collections',
  new: '/studio/collections/new',
  edit: (collectionId: string) => `/studio/collections/${encodeURIComponent(collectionId)}`,
} as const;
