export const reviewsPaths = { list: '/studio/reviews' } as const;
