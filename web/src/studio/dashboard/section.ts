import { DashboardIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const dashboardSection = defineSection({
  segment: '',
  menu: { label: 'Dashboard', group: 'Overview', icon: DashboardIcon },
  access: {},
  routes: [
    {
      loader: async () => (await import('./dashboardRoute')).dashboardLoader,
      page: async () => (await import('./StudioHomePage')).StudioHomePage,
    },
  ],
});
