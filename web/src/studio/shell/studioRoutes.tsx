import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

const STUDIO_ROUTE_ID = 'studio';
const STUDIO_PATH = /^\/studio\//;

const loadStudioRoutes = () => import('./studioRouteTree');

/**
 * /studio, in the public site's route tree. Its screens are built from the studio's section list
 * (studioSections.ts), which loads only when someone opens the studio: the public site carries no
 * more than this route and the hook below.
 */
export const studioRoute: RouteObject = {
  id: STUDIO_ROUTE_ID,
  path: 'studio',
  lazy: { Component: async () => (await import('./StudioRoot')).StudioRoot },
  children: [{ index: true, lazy: async () => (await loadStudioRoutes()).studioIndexRoute() }],
};

/**
 * The router's patchRoutesOnNavigation: the first time a path under /studio/ is opened, the studio's
 * screens join the tree (then the router matches the path again).
 */
export const discoverStudioRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!STUDIO_PATH.test(path)) return;
  patch(STUDIO_ROUTE_ID, (await loadStudioRoutes()).studioChildRoutes);
};
