import { can, type StudioSection, type StudioViewer } from '../kit/section';
import { STUDIO_SECTIONS } from './studioSections';

/** The sections in the viewer's menu (and on the dashboard's tiles): those with an entry they can open. */
export function visibleSections(viewer: StudioViewer): StudioSection[] {
  return STUDIO_SECTIONS.filter((section) => section.menu && can(viewer, section));
}

export const STUDIO_ACCESS_PERMISSION = 'studio.access';

export const hasStudioAccess = (viewer: StudioViewer): boolean => viewer.permissions.includes(STUDIO_ACCESS_PERMISSION);
