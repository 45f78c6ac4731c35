import { loginPathReturningTo } from '../../auth/signInTarget';

/** The studio home, where the dashboard is. */
export const STUDIO_HOME_PATH = '/studio';

/** Signing in again from the dashboard comes back to the studio home: /login?redirect=/studio. */
export const STUDIO_LOGIN_PATH = loginPathReturningTo(STUDIO_HOME_PATH);
