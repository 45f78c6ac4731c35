import { defineSection } from '../kit/section';

export const faqsSection = defineSection({
  segment: 'faqs',
  access: { superAdminOnly: true },
  routes: [
    {
      path: 'faqs',
      list: async () => (await import('./faqsRoute')).faqsRoute,
      page: async () => (await import('./FaqsPage')).FaqsPage,
    },
  ],
});
