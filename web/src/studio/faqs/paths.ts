export const faqsPaths = { list: '/studio/faqs' } as const;
