import type { RouteObject } from 'react-router';
import { STUDIO_SECTIONS } from './studioSections';

const sectionPages = STUDIO_SECTIONS.filter((section) => section.segment !== '' && section.segment !== 'profile');

/** Everything under /studio. The studio's code loads only when someone opens it. */
export const studioRoute: RouteObject = {
  path: 'studio',
  lazy: { Component: async () => (await import('./StudioRoot')).StudioRoot },
  children: [
    { index: true, lazy: { Component: async () => (await import('../dashboard/StudioHomePage')).StudioHomePage } },
    { path: 'profile', lazy: { Component: async () => (await import('./StudioProfilePage')).StudioProfilePage } },
    { path: 'leads', lazy: { Component: async () => (await import('../leads/LeadsPage')).LeadsPage } },
    ...sectionPages.map(
      (section): RouteObject => ({
        path: section.segment,
        lazy: {
          Component: async () => {
            const { StudioSectionPage } = await import('./StudioSectionPage');
            return function SectionRoute() {
              return <StudioSectionPage section={section} />;
            };
          },
        },
      }),
    ),
    { path: '*', lazy: { Component: async () => (await import('./StudioNotFound')).StudioNotFound } },
  ],
};
