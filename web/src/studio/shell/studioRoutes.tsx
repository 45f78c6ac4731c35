import type { RouteObject } from 'react-router';
import { STUDIO_SECTIONS } from './studioSections';

const sectionPages = STUDIO_SECTIONS.filter((section) => section.segment !== '' && section.segment !== 'profile');

/**
 * Everything under /studio. The studio's code loads only when someone opens it; a built section's
 * route loader (<section>Route.ts) starts its queries as its code loads.
 */
export const studioRoute: RouteObject = {
  path: 'studio',
  lazy: { Component: async () => (await import('./StudioRoot')).StudioRoot },
  children: [
    {
      index: true,
      lazy: {
        loader: async () => (await import('../dashboard/dashboardRoute')).dashboardLoader,
        Component: async () => (await import('../dashboard/StudioHomePage')).StudioHomePage,
      },
    },
    { path: 'profile', lazy: { Component: async () => (await import('./StudioProfilePage')).StudioProfilePage } },
    {
      path: 'leads',
      lazy: {
        loader: async () => (await import('../leads/leadsRoute')).leadsLoader,
        Component: async () => (await import('../leads/LeadsPage')).LeadsPage,
      },
    },
    ...sectionPages.map((section): RouteObject => ({
      path: section.segment,
      lazy: {
        Component: async () => {
          const { StudioSectionPage } = await import('./StudioSectionPage');
          return function SectionRoute() {
            return <StudioSectionPage section={section} />;
          };
        },
      },
    })),
    { path: '*', lazy: { Component: async () => (await import('./StudioNotFound')).StudioNotFound } },
  ],
};
