/** The activity feed's address; signing in again after the session ended comes back here. */
export const activityPaths = { list: '/studio/activity' } as const;
