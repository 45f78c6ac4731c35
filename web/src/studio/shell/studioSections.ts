import { activitySection } from '../activity/section';
import { applicationsSection } from '../applications/section';
import { brandsSection } from '../brands/section';
import { collectionsSection } from '../collections/section';
import { dashboardSection } from '../dashboard/section';
import { faqsSection } from '../faqs/section';
import { heroSection } from '../hero/section';
import { inboxSection } from '../inbox/section';
import { STUDIO_HOME_PATH } from '../kit/studioHome';
import type { StudioSection } from '../kit/section';
import { leadsSection } from '../leads/section';
import { legalSection } from '../legal/section';
import { newsletterSection } from '../newsletter/section';
import { portfolioSection } from '../portfolio/section';
import { productsSection } from '../products/section';
import { reviewsSection } from '../reviews/section';
import { servicesSection } from '../services/section';
import { spotlightSection } from '../spotlight/section';
import { settingsSection } from '../settings/section';
import { tagsSection } from '../tags/section';
import { usersSection } from '../users/section';
import { profileSection } from './profileSection';

/**
 * Every studio section, in menu order (spec: studio layout and navigation, roles and permissions).
 * The route tree, the menu and the dashboard tiles are built from this list; adding a section adds
 * it here. Sections without a menu entry (legal, FAQs, tags) are reached from Settings.
 */
export const STUDIO_SECTIONS: readonly StudioSection[] = [
  dashboardSection,
  leadsSection,
  brandsSection,
  collectionsSection,
  productsSection,
  servicesSection,
  portfolioSection,
  heroSection,
  spotlightSection,
  usersSection,
  reviewsSection,
  inboxSection,
  applicationsSection,
  activitySection,
  newsletterSection,
  profileSection,
  settingsSection,
  legalSection,
  faqsSection,
  tagsSection,
];

export const studioPath = (section: StudioSection): string =>
  section.segment ? `${STUDIO_HOME_PATH}/${section.segment}` : STUDIO_HOME_PATH;

export const sectionBySegment = (segment: string): StudioSection | undefined =>
  STUDIO_SECTIONS.find((s) => s.segment === segment);
