/** The users screen's address; signing in again after the session ended comes back here. */
export const usersPaths = { list: '/studio/users' } as const;
