import { ClipboardIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const applicationsSection = defineSection({
  segment: 'applications',
  menu: { label: 'Applications', group: 'Community', icon: ClipboardIcon },
  access: { permission: 'studio.users.manage', superAdminOnly: true },
  routes: [
    {
      path: 'applications',
      list: async () => (await import('./applicationsRoute')).applicationsRoute,
      page: async () => (await import('./ApplicationsPage')).ApplicationsPage,
    },
  ],
});
