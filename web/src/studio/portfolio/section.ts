import { ImageIcon } from '../../components/icons/studioIcons';
import { defineSection } from '../kit/section';

export const portfolioSection = defineSection({
  segment: 'portfolio',
  menu: { label: 'Portfolio', ownLabel: 'Your Portfolio', group: 'Catalogue', icon: ImageIcon },
  access: { permission: 'studio.portfolio.manage' },
  routes: [
    {
      path: 'portfolio',
      list: async () => (await import('./portfolioRoute')).portfolioRoute,
      page: async () => (await import('./PortfolioPage')).PortfolioPage,
    },
    {
      path: 'portfolio/new',
      loader: async () => (await import('./portfolioRoute')).newPortfolioLoader,
      page: async () => (await import('./NewPortfolioPage')).NewPortfolioPage,
    },
  ],
});
