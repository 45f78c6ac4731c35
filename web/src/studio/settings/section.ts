import { SettingsIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const settingsSection = defineSection({
  segment: 'settings',
  menu: { label: 'Settings', group: 'Account', icon: SettingsIcon },
  access: { permission: 'studio.settings.manage' },
  routes: [{ path: 'settings', page: async () => (await import('./SettingsPage')).SettingsPage }],
});
