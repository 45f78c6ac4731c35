import { ClipboardIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const activitySection = defineSection({
  segment: 'activity',
  menu: { label: 'Activity', group: 'Community', icon: ClipboardIcon },
  access: { permission: 'studio.users.manage', superAdminOnly: true },
  routes: [
    {
      path: 'activity',
      list: async () => (await import('./activityRoute')).activityRoute,
      page: async () => (await import('./ActivityPage')).ActivityPage,
    },
  ],
});
