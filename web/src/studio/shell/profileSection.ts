import { UserIcon } from '../../components/icons';
import { defineSection } from '../kit/section';

/** The viewer's own profile: part of the studio frame, listed with the sections. */
export const profileSection = defineSection({
  segment: 'profile',
  menu: { label: 'Profile', group: 'Account', icon: UserIcon },
  access: {},
  routes: [{ path: 'profile', page: async () => (await import('./StudioProfilePage')).StudioProfilePage }],
});
