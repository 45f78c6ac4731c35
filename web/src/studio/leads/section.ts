import { LeadsIcon } from '../shell/LeadsIcon';
import { defineSection } from '../kit/section';

export const leadsSection = defineSection({
  segment: 'leads',
  menu: { label: 'Leads', ownLabel: 'Your Leads', group: 'Overview', icon: LeadsIcon },
  access: { roles: ['super_admin', 'admin', 'brand_admin'] },
  routes: [
    {
      path: 'leads',
      list: async () => (await import('./leadsRoute')).leadsRoute,
      page: async () => (await import('./LeadsPage')).LeadsPage,
    },
  ],
});
