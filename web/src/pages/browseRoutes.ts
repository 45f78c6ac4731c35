import type { RouteObject } from 'react-router';
import { HomePage } from './home/HomePage';
import { homeLoader } from './home/homeLoader';
import { collectionLoader } from './collection/collectionLoader';
import { tailorLoader } from './tailor/tailorLoader';

/** Home and the browsing pages: collections, tailors and their detail pages. */
export const BROWSE_ROUTES: RouteObject[] = [
  { index: true, loader: homeLoader, Component: HomePage },
  {
    path: 'collections',
    lazy: { Component: async () => (await import('./collections/CollectionsPage')).CollectionsPage },
  },
  {
    path: 'collection/:id',
    loader: collectionLoader,
    lazy: { Component: async () => (await import('./collection/CollectionPage')).CollectionPage },
  },
  {
    path: 'tailors',
    lazy: { Component: async () => (await import('./tailors/TailorsPage')).TailorsPage },
  },
  {
    path: 'tailored',
    lazy: { Component: async () => (await import('./tailored/TailoredPage')).TailoredPage },
  },
  {
    path: 'tailor/:id',
    loader: tailorLoader,
    lazy: { Component: async () => (await import('./tailor/TailorPage')).TailorPage },
  },
];
