/** The screen's address (the studio calls the section Subscriptions). */
export const newsletterPaths = { list: '/studio/subscriptions' } as const;
