import { loginPathReturningTo } from '../../auth/signInTarget';
import { STUDIO_HOME_PATH } from '../kit/studioHome';

export const dashboardPaths = {
  home: STUDIO_HOME_PATH,
  /** Signing in again from the dashboard comes back to the studio home: /login?redirect=/studio. */
  login: loginPathReturningTo(STUDIO_HOME_PATH),
} as const;
