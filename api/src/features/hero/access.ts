import { refusedWith, superAdminsWith } from '../../graphql/kit/auth.js';
import { HERO_MESSAGES } from './messages.js';

export const heroPolicies = {
  /** Hero slide screens: super admins (who hold studio.hero.manage) only. */
  manage: superAdminsWith('studio.hero.manage'),
  refused: refusedWith(HERO_MESSAGES.noAccess),
};
