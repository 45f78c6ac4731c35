import { SparkleIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const spotlightSection = defineSection({
  segment: 'spotlight',
  menu: { label: 'Spotlight', group: 'Site content', icon: SparkleIcon },
  access: { permission: 'studio.spotlight.manage' },
  routes: [
    {
      path: 'spotlight',
      list: async () => (await import('./spotlightRoute')).spotlightsRoute,
      page: async () => (await import('./SpotlightsPage')).SpotlightsPage,
    },
    { path: 'spotlight/new', page: async () => (await import('./NewSpotlightPage')).NewSpotlightPage },
    {
      path: 'spotlight/diagnostics',
      page: async () => (await import('./UploadDiagnosticsPage')).UploadDiagnosticsPage,
    },
    {
      path: 'spotlight/:spotlightId',
      loader: async () => (await import('./spotlightRoute')).editSpotlightLoader,
      page: async () => (await import('./EditSpotlightPage')).EditSpotlightPage,
    },
  ],
});
