import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { ACCOUNT_ROUTES } from './pages/accountRoutes';
import { CONTENT_ROUTES } from './pages/contentRoutes';
import { SHOPPER_ROUTES } from './pages/shopperRoutes';
import { BROWSE_ROUTES } from './pages/browseRoutes';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { brandLoader } from './pages/brand/brandLoader';
import { directoryLoader } from './pages/directory/directoryLoader';
import { RouteErrorFallback } from './shell/errors/RouteErrorFallback';
import { FullScreenSpinner } from './shell/FullScreenSpinner';
import { SiteLayout } from './shell/SiteLayout';
import { discoverStudioRoutes, studioRoute } from './studio/shell/studioRoutes';

/*
 * Pages with data declare a loader that preloads their Relay query and a lazy component, so the
 * page's code and its data are fetched in parallel.
 */
const pages: RouteObject[] = [
  ...BROWSE_ROUTES,
  {
    path: 'directory',
    loader: directoryLoader,
    lazy: { Component: async () => (await import('./pages/directory/DirectoryPage')).DirectoryPage },
  },
  {
    path: 'brand/:id',
    loader: brandLoader,
    lazy: { Component: async () => (await import('./pages/brand/BrandPage')).BrandPage },
  },
  ...ACCOUNT_ROUTES,
  ...CONTENT_ROUTES,
  ...SHOPPER_ROUTES,
  studioRoute,
  { path: '*', Component: NotFoundPage },
];

/** The whole route tree: the browser's router and the server render use the same one. */
export const appRoutes: RouteObject[] = [
  {
    Component: SiteLayout,
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <FullScreenSpinner />,
    // Errors inside a page render within the shell, so the header and footer stay usable.
    children: [{ errorElement: <RouteErrorFallback />, children: pages }],
  },
];

/**
 * The browser's router; `hydrationData` when it takes over a page rendered on the server. The studio's
 * screens join the tree when a path under /studio/ is first opened.
 */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, { hydrationData, patchRoutesOnNavigation: discoverStudioRoutes });
}
