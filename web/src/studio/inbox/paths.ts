/** The inbox screen; signing in again after the session ended comes back here. */
export const inboxPaths = { list: '/studio/inbox' } as const;
