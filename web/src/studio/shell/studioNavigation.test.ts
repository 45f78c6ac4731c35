import { describe, expect, it } from 'vitest';
import type { Role } from '../../auth/AuthViewer';
import { can, sectionLabel } from '../kit/section';
import { visibleSections } from './studioNavigation';
import { sectionBySegment, STUDIO_SECTIONS } from './studioSections';

const STUDIO = 'studio.access';
const viewer = (role: Role, permissions: string[] = [STUDIO]) => ({ role, permissions });
const leads = sectionBySegment('leads')!;

/** What each role holds (the API's role_permissions seed), for the derivation below. */
const ALL = [
  STUDIO,
  'studio.brands.manage',
  'studio.catalogues.manage',
  'studio.products.manage',
  'studio.hero.manage',
  'studio.spotlight.manage',
  'studio.faqs.manage',
  'studio.legal.manage',
  'studio.portfolio.manage',
  'studio.reviews.manage',
  'studio.users.manage',
  'studio.settings.manage',
];

/** Each role × section: who opens what, with every permission held (roles and superAdminOnly decide). */
const OPENS_WITH_EVERY_PERMISSION: Record<Exclude<Role, '%future added value'>, string[]> = {
  super_admin: STUDIO_SECTIONS.map((s) => s.segment),
  admin: [
    '',
    'leads',
    'brands',
    'collections',
    'products',
    'services',
    'portfolio',
    'hero',
    'spotlight',
    'users',
    'reviews',
    'inbox',
    'profile',
    'settings',
  ],
  brand_admin: [
    '',
    'leads',
    'brands',
    'collections',
    'products',
    'services',
    'portfolio',
    'hero',
    'spotlight',
    'users',
    'reviews',
    'inbox',
    'profile',
    'settings',
  ],
  user: [
    '',
    'brands',
    'collections',
    'products',
    'services',
    'portfolio',
    'hero',
    'spotlight',
    'users',
    'inbox',
    'profile',
    'settings',
  ],
};

describe('can(viewer, section), for each role and section', () => {
  for (const [role, opens] of Object.entries(OPENS_WITH_EVERY_PERMISSION) as [Role, string[]][])
    for (const section of STUDIO_SECTIONS)
      it(`${role} ${opens.includes(section.segment) ? 'opens' : 'may not open'} '${section.segment || 'dashboard'}'`, () => {
        expect(can(viewer(role, ALL), section)).toBe(opens.includes(section.segment));
      });

  it('needs the section’s permission', () => {
    for (const section of STUDIO_SECTIONS) {
      const { permission } = section.access;
      if (!permission) continue;
      const without = ALL.filter((p) => p !== permission);
      expect(can(viewer('super_admin', without), section)).toBe(false);
    }
  });

  it('opens the dashboard and the profile with studio access alone', () => {
    for (const role of ['super_admin', 'admin', 'brand_admin', 'user'] as const) {
      expect(can(viewer(role), sectionBySegment('')!)).toBe(true);
      expect(can(viewer(role), sectionBySegment('profile')!)).toBe(true);
    }
  });
});

describe('the menu', () => {
  it('lists only sections with a menu entry (legal, FAQs and tags are reached from Settings)', () => {
    const segments = visibleSections(viewer('super_admin', ALL)).map((s) => s.segment);
    expect(segments).not.toContain('legal');
    expect(segments).not.toContain('faqs');
    expect(segments).not.toContain('tags');
    expect(segments).toContain('subscriptions');
  });
});

describe('the Leads section', () => {
  it('opens for every role that works with leads', () => {
    for (const role of ['super_admin', 'admin', 'brand_admin'] as const) {
      expect(can(viewer(role), leads)).toBe(true);
    }
  });

  it('stays closed to an ordinary user, even one granted studio access', () => {
    expect(can(viewer('user'), leads)).toBe(false);
    expect(visibleSections(viewer('user')).map((s) => s.segment)).not.toContain('leads');
  });

  it('follows the dashboard in the menu, under /studio/leads', () => {
    const segments = visibleSections(viewer('admin')).map((s) => s.segment);
    expect(segments.slice(0, 2)).toEqual(['', 'leads']);
  });

  it("reads 'Leads', or 'Your Leads' for a brand admin", () => {
    expect(sectionLabel(viewer('super_admin'), leads)).toBe('Leads');
    expect(sectionLabel(viewer('brand_admin'), leads)).toBe('Your Leads');
  });
});
