import type { RouteObject } from 'react-router';
import { productLoader } from './product/productLoader';

/** Product detail and favourites: each page's code loads with its data. */
export const SHOPPER_ROUTES: RouteObject[] = [
  {
    path: 'product/:productId',
    loader: productLoader,
    lazy: { Component: async () => (await import('./product/ProductPage')).ProductPage },
  },
  {
    path: 'favourites',
    lazy: { Component: async () => (await import('./favourites/FavouritesPage')).FavouritesPage },
  },
];
