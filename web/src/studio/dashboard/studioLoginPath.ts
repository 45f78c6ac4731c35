import { loginPathReturningTo } from '../../auth/signInTarget';
import { STUDIO_HOME_PATH } from '../kit/studioHome';

/** Signing in again from the dashboard comes back to the studio home: /login?redirect=/studio. */
export const STUDIO_LOGIN_PATH = loginPathReturningTo(STUDIO_HOME_PATH);
