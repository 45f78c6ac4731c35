import { describe, expect, it } from 'vitest';
import type { Role } from '../../auth/AuthViewer';
import { canOpenSection, sectionLabel, visibleSections } from './studioNavigation';
import { sectionBySegment } from './studioSections';

const STUDIO = 'studio.access';
const viewer = (role: Role, permissions: string[] = [STUDIO]) => ({ role, permissions });
const leads = sectionBySegment('leads')!;

describe('the Leads section', () => {
  it('opens for every role that works with leads', () => {
    for (const role of ['super_admin', 'admin', 'brand_admin'] as const) {
      expect(canOpenSection(viewer(role), leads)).toBe(true);
    }
  });

  it('stays closed to an ordinary user, even one granted studio access', () => {
    expect(canOpenSection(viewer('user'), leads)).toBe(false);
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
