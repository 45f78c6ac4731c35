export const settingsPaths = { page: '/studio/settings' } as const;
