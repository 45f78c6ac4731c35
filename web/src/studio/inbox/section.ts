import { InboxIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const inboxSection = defineSection({
  segment: 'inbox',
  menu: { label: 'Inbox', ownLabel: 'Your Inbox', group: 'Community', icon: InboxIcon },
  access: { permission: 'studio.products.manage' },
  routes: [
    {
      path: 'inbox',
      list: async () => (await import('./inboxRoute')).inboxRoute,
      page: async () => (await import('./InboxPage')).InboxPage,
    },
  ],
});
