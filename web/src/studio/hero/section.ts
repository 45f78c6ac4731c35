import { SlidesIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const heroSection = defineSection({
  segment: 'hero',
  menu: { label: 'Hero Carousel', group: 'Site content', icon: SlidesIcon },
  access: { permission: 'studio.hero.manage' },
  routes: [
    {
      path: 'hero',
      loader: async () => (await import('./heroRoute')).heroLoader,
      page: async () => (await import('./HeroSlidesPage')).HeroSlidesPage,
    },
    { path: 'hero/new', page: async () => (await import('./NewHeroSlidePage')).NewHeroSlidePage },
    { path: 'hero/:slideId', page: async () => (await import('./EditHeroSlidePage')).EditHeroSlidePage },
  ],
});
