import { CardIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const newsletterSection = defineSection({
  segment: 'subscriptions',
  menu: { label: 'Subscriptions', group: 'Community', icon: CardIcon },
  access: { permission: 'studio.users.manage', superAdminOnly: true },
  routes: [{ path: 'subscriptions', page: async () => (await import('./NewsletterPage')).NewsletterPage }],
});
