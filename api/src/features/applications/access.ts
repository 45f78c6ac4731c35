import { APPLICATION_MESSAGES } from './messages.js';
import { refusedWith } from '../../graphql/kit/auth.js';

export const applicationPolicies = {
  /** Reviewing designer applications: super admins only. */
  review: { role: 'super_admin' as const },
  refused: refusedWith(APPLICATION_MESSAGES.noAccess),
};
