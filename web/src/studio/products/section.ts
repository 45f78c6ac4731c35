import { HangerIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const productsSection = defineSection({
  segment: 'products',
  menu: { label: 'Products', ownLabel: 'Your Products', group: 'Catalogue', icon: HangerIcon },
  access: { permission: 'studio.products.manage' },
  routes: [
    {
      path: 'products',
      list: async () => (await import('./productsRoute')).productsRoute,
      page: async () => (await import('./ProductsPage')).ProductsPage,
    },
    {
      path: 'products/new',
      loader: async () => (await import('./productsRoute')).newProductLoader,
      page: async () => (await import('./NewProductPage')).NewProductPage,
    },
    { path: 'products/import', page: async () => (await import('./import/ProductsImportPage')).ProductsImportPage },
    { path: 'products/:productId', page: async () => (await import('./EditProductPage')).EditProductPage },
  ],
});
