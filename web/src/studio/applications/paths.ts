/** The applications screen's address; signing in again after the session ended comes back here. */
export const applicationsPaths = { list: '/studio/applications' } as const;
