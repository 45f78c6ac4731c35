import { refusedWith } from '../../graphql/kit/auth.js';
import { SETTINGS_MESSAGES } from './messages.js';

export const settingsPolicies = {
  /** The Settings screen (spec navigation: studio.settings.manage). */
  manage: { permission: 'studio.settings.manage' as const },
  refused: refusedWith(SETTINGS_MESSAGES.noAccess),
};
