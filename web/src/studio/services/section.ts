import { ScissorsIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const servicesSection = defineSection({
  segment: 'services',
  menu: { label: 'Services', ownLabel: 'Your Services', group: 'Catalogue', icon: ScissorsIcon },
  access: { permission: 'studio.products.manage' },
  routes: [
    {
      path: 'services',
      list: async () => (await import('./servicesRoute')).servicesRoute,
      page: async () => (await import('./ServicesPage')).ServicesPage,
    },
    {
      path: 'products/new-service',
      loader: async () => (await import('./servicesRoute')).newServiceLoader,
      page: async () => (await import('./NewServicePage')).NewServicePage,
    },
    {
      path: 'services/:serviceId',
      loader: async () => (await import('./servicesRoute')).editServiceLoader,
      page: async () => (await import('./EditServicePage')).EditServicePage,
    },
  ],
});
