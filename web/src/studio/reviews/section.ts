import { ChatIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const reviewsSection = defineSection({
  segment: 'reviews',
  menu: { label: 'Reviews', ownLabel: 'Your Reviews', group: 'Community', icon: ChatIcon },
  access: { permission: 'studio.reviews.manage', roles: ['super_admin', 'admin', 'brand_admin'] },
  routes: [
    {
      path: 'reviews',
      list: async () => (await import('./reviewsRoute')).reviewsRoute,
      page: async () => (await import('./ReviewsPage')).ReviewsPage,
    },
  ],
});
