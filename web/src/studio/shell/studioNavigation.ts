import type { Viewer } from '../../auth/AuthViewer';
import { STUDIO_SECTIONS, type StudioSection } from './studioSections';

type StudioViewer = Pick<Viewer, 'role' | 'permissions'>;

/** Whether the viewer's permissions (and role, for sections limited to some roles) open a section. */
export function canOpenSection(viewer: StudioViewer, section: StudioSection): boolean {
  if (section.superAdminOnly && viewer.role !== 'super_admin') return false;
  if (section.roles && !section.roles.includes(viewer.role)) return false;
  return !section.permission || viewer.permissions.includes(section.permission);
}

export function visibleSections(viewer: StudioViewer): StudioSection[] {
  return STUDIO_SECTIONS.filter((section) => canOpenSection(viewer, section));
}

/** Brand admins read possessive labels ('Your Brands'); everyone else the plain ones. */
export function sectionLabel(viewer: StudioViewer, section: StudioSection): string {
  return viewer.role === 'brand_admin' && section.ownLabel ? section.ownLabel : section.label;
}

export const STUDIO_ACCESS_PERMISSION = 'studio.access';

export const hasStudioAccess = (viewer: StudioViewer): boolean => viewer.permissions.includes(STUDIO_ACCESS_PERMISSION);
