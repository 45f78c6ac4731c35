import type { RouteObject } from 'react-router';
import type { SectionRoute } from '../kit/section';
import { STUDIO_SECTIONS } from './studioSections';

/** A section's screen as the router takes it: its code, and its loader, load when it is opened. */
function toRoute({ path, page, loader, list }: SectionRoute): RouteObject {
  const lazy: RouteObject['lazy'] = list
    ? {
        loader: async () => (await list()).loader,
        shouldRevalidate: async () => (await list()).shouldRevalidate,
        Component: page,
      }
    : loader
      ? { loader, Component: page }
      : { Component: page };
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

/** The screens under /studio, built from the section list, and the studio's 'not found' for any other path. */
export const studioChildRoutes: RouteObject[] = [
  ...STUDIO_SECTIONS.flatMap((section) => section.routes.map(toRoute)),
  { path: '*', lazy: { Component: async () => (await import('./StudioNotFound')).StudioNotFound } },
];

/** The dashboard's route properties, for the /studio index the public route tree declares. */
export async function studioIndexRoute() {
  const index = STUDIO_SECTIONS.flatMap((section) => section.routes).find((route) => route.path === undefined);
  if (!index) throw new Error('No studio section has an index screen.');
  const [loader, Component] = await Promise.all([index.loader?.(), index.page()]);
  return { loader, Component };
}
