import type { Viewer } from '../../auth/AuthViewer';
import { can } from '../kit/section';
import { newsletterSection } from './section';

/** Spec section 6: what everyone but a super admin sees, and the toast that comes with it. */
export const ACCESS_DENIED_TITLE = 'Access Denied';
export const ACCESS_DENIED_MESSAGE = 'Only super admins can access this page.';
export const ACCESS_DENIED_TOAST = 'Access denied. Only super admins can view newsletter subscriptions.';

/** Only super admins see newsletter subscriptions; the API refuses everyone else too. */
export const canManageNewsletter = (viewer: Pick<Viewer, 'role' | 'permissions'>) => can(viewer, newsletterSection);
