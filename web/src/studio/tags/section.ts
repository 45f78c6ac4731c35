import { defineSection } from '../kit/section';

export const tagsSection = defineSection({
  segment: 'tags',
  access: { superAdminOnly: true },
  routes: [{ path: 'tags', page: async () => (await import('./TagSystemPage')).TagSystemPage }],
});
