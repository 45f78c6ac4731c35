import { LayersIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const collectionsSection = defineSection({
  segment: 'collections',
  menu: { label: 'Collections', ownLabel: 'Your Collections', group: 'Catalogue', icon: LayersIcon },
  access: { permission: 'studio.catalogues.manage' },
  routes: [
    {
      path: 'collections',
      list: async () => (await import('./collectionsRoute')).collectionsRoute,
      page: async () => (await import('./CollectionsPage')).CollectionsPage,
    },
    { path: 'collections/new', page: async () => (await import('./NewCollectionPage')).NewCollectionPage },
    {
      path: 'collections/:collectionId',
      loader: async () => (await import('./collectionsRoute')).editCollectionLoader,
      page: async () => (await import('./EditCollectionPage')).EditCollectionPage,
    },
  ],
});
