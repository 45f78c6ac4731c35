import type { ComponentType } from 'react';
import type { Role } from '../../auth/AuthViewer';
import { UserIcon, type IconProps } from '../../components/icons';
import {
  CardIcon,
  ChatIcon,
  ClipboardIcon,
  DashboardIcon,
  HangerIcon,
  ImageIcon,
  InboxIcon,
  LayersIcon,
  ScissorsIcon,
  SettingsIcon,
  SlidesIcon,
  SparkleIcon,
  StorefrontIcon,
  UsersIcon,
} from '../../components/icons/studioIcons';
import { LeadsIcon } from './LeadsIcon';
import { STUDIO_HOME_PATH } from '../kit/studioHome';

export type StudioGroup = 'Overview' | 'Catalogue' | 'Site content' | 'Community' | 'Account';

export interface StudioSection {
  /** The path segment under /studio ('' for the dashboard). */
  segment: string;
  label: string;
  /** What a brand admin reads instead: their own brands, collections... */
  ownLabel?: string;
  group: StudioGroup;
  /** The permission (viewer.permissions) the section needs; none for Dashboard and Profile. */
  permission?: string;
  /** Also needs the super_admin role. */
  superAdminOnly?: boolean;
  /** Only these roles open it (the API refuses the others). */
  roles?: readonly Role[];
  icon: ComponentType<IconProps>;
}

/** The studio's sections in menu order (spec: studio layout and navigation, roles and permissions). */
export const STUDIO_SECTIONS: readonly StudioSection[] = [
  { segment: '', label: 'Dashboard', group: 'Overview', icon: DashboardIcon },
  {
    // Spec, roles and permissions: every studio role works with leads; a brand admin sees their brands' only.
    segment: 'leads',
    label: 'Leads',
    ownLabel: 'Your Leads',
    group: 'Overview',
    roles: ['super_admin', 'admin', 'brand_admin'],
    icon: LeadsIcon,
  },
  {
    segment: 'brands',
    label: 'Brands',
    ownLabel: 'Your Brands',
    group: 'Catalogue',
    permission: 'studio.brands.manage',
    icon: StorefrontIcon,
  },
  {
    segment: 'collections',
    label: 'Collections',
    ownLabel: 'Your Collections',
    group: 'Catalogue',
    permission: 'studio.catalogues.manage',
    icon: LayersIcon,
  },
  {
    segment: 'products',
    label: 'Products',
    ownLabel: 'Your Products',
    group: 'Catalogue',
    permission: 'studio.products.manage',
    icon: HangerIcon,
  },
  {
    segment: 'services',
    label: 'Services',
    ownLabel: 'Your Services',
    group: 'Catalogue',
    permission: 'studio.products.manage',
    icon: ScissorsIcon,
  },
  {
    segment: 'portfolio',
    label: 'Portfolio',
    ownLabel: 'Your Portfolio',
    group: 'Catalogue',
    permission: 'studio.portfolio.manage',
    icon: ImageIcon,
  },
  {
    segment: 'hero',
    label: 'Hero Carousel',
    group: 'Site content',
    permission: 'studio.hero.manage',
    icon: SlidesIcon,
  },
  {
    segment: 'spotlight',
    label: 'Spotlight',
    group: 'Site content',
    permission: 'studio.spotlight.manage',
    icon: SparkleIcon,
  },
  { segment: 'users', label: 'Users', group: 'Community', permission: 'studio.users.manage', icon: UsersIcon },
  {
    segment: 'reviews',
    label: 'Reviews',
    ownLabel: 'Your Reviews',
    group: 'Community',
    permission: 'studio.reviews.manage',
    icon: ChatIcon,
  },
  {
    segment: 'inbox',
    label: 'Inbox',
    ownLabel: 'Your Inbox',
    group: 'Community',
    permission: 'studio.products.manage',
    icon: InboxIcon,
  },
  {
    segment: 'applications',
    label: 'Applications',
    group: 'Community',
    permission: 'studio.users.manage',
    superAdminOnly: true,
    icon: ClipboardIcon,
  },
  {
    segment: 'activity',
    label: 'Activity',
    group: 'Community',
    permission: 'studio.users.manage',
    superAdminOnly: true,
    icon: ClipboardIcon,
  },
  {
    segment: 'subscriptions',
    label: 'Subscriptions',
    group: 'Community',
    permission: 'studio.users.manage',
    superAdminOnly: true,
    icon: CardIcon,
  },
  { segment: 'profile', label: 'Profile', group: 'Account', icon: UserIcon },
  {
    segment: 'settings',
    label: 'Settings',
    group: 'Account',
    permission: 'studio.settings.manage',
    icon: SettingsIcon,
  },
];

export const studioPath = (section: StudioSection): string =>
  section.segment ? `${STUDIO_HOME_PATH}/${section.segment}` : STUDIO_HOME_PATH;

export const sectionBySegment = (segment: string): StudioSection | undefined =>
  STUDIO_SECTIONS.find((s) => s.segment === segment);
