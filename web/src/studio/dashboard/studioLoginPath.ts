import { loginPathReturningTo } from '../../auth/signInTarget';

/** Signing in again from the dashboard comes back to the studio home: /login?redirect=/studio. */
export const STUDIO_LOGIN_PATH = loginPathReturningTo('/studio');
