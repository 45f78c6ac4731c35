import { StorefrontIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const brandsSection = defineSection({
  segment: 'brands',
  menu: { label: 'Brands', ownLabel: 'Your Brands', group: 'Catalogue', icon: StorefrontIcon },
  access: { permission: 'studio.brands.manage' },
  routes: [
    {
      path: 'brands',
      list: async () => (await import('./brandsRoute')).brandsRoute,
      page: async () => (await import('./BrandsPage')).BrandsPage,
    },
    { path: 'brands/new', page: async () => (await import('./NewBrandPage')).NewBrandPage },
    {
      path: 'brands/:brandId',
      loader: async () => (await import('./brandsRoute')).editBrandLoader,
      page: async () => (await import('./EditBrandPage')).EditBrandPage,
    },
  ],
});
