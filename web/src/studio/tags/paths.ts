export const tagsPaths = { page: '/studio/tags' } as const;
