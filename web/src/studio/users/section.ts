import { UsersIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const usersSection = defineSection({
  segment: 'users',
  menu: { label: 'Users', group: 'Community', icon: UsersIcon },
  access: { permission: 'studio.users.manage' },
  routes: [
    {
      path: 'users',
      list: async () => (await import('./usersRoute')).usersRoute,
      page: async () => (await import('./UsersPage')).UsersPage,
    },
  ],
});
