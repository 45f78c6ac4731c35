import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import type { Role, Viewer } from '../../auth/AuthViewer';
import type { IconProps } from '../../components/icons';

export type StudioGroup = 'Overview' | 'Catalogue' | 'Site content' | 'Community' | 'Account';

/** Who opens a section: the menu, the dashboard tiles, the route gate and the screens all ask can(). */
export interface SectionAccess {
  /** The permission (viewer.permissions) the section needs; none for Dashboard and Profile. */
  permission?: string;
  /** Also needs the super_admin role. */
  superAdminOnly?: boolean;
  /** Only these roles open it (the API refuses the others). */
  roles?: readonly Role[];
}

/** One screen of a section: its path under /studio, its code and the queries it starts, all loaded on demand. */
export interface SectionRoute {
  /** Relative to /studio ('brands/:brandId'); none for the dashboard's index. */
  path?: string;
  page: () => Promise<ComponentType>;
  /** Starts the screen's queries while its code loads. */
  loader?: () => Promise<LoaderFunction>;
  /** A list's route (kit/list/listRoute.ts): its loader, and when it must load again. */
  list?: () => Promise<{ loader: LoaderFunction; shouldRevalidate: ShouldRevalidateFunction }>;
}

export interface SectionMenuEntry {
  label: string;
  /** What a brand admin reads instead: their own brands, collections... */
  ownLabel?: string;
  group: StudioGroup;
  icon: ComponentType<IconProps>;
}

/** A studio section: its screens, its menu entry (none for those reached from Settings) and its access. */
export interface StudioSection {
  /** The path segment under /studio ('' for the dashboard). */
  segment: string;
  menu?: SectionMenuEntry;
  access: SectionAccess;
  routes: readonly SectionRoute[];
}

export type StudioViewer = Pick<Viewer, 'role' | 'permissions'>;

/** Whether the viewer's permissions (and role, for sections limited to some roles) open a section. */
export function can(viewer: StudioViewer, section: Pick<StudioSection, 'access'>): boolean {
  const { superAdminOnly, roles, permission } = section.access;
  if (superAdminOnly && viewer.role !== 'super_admin') return false;
  if (roles && !roles.includes(viewer.role)) return false;
  return !permission || viewer.permissions.includes(permission);
}

/** Whether the viewer holds one of the roles: a finer rule a screen adds to can(). */
export const hasRole = (viewer: Pick<Viewer, 'role'>, ...roles: readonly Role[]): boolean =>
  roles.includes(viewer.role);

/** Brand admins read possessive labels ('Your Brands'); everyone else the plain ones. */
export function sectionLabel(viewer: StudioViewer, section: Pick<StudioSection, 'menu'>, fallback = ''): string {
  if (!section.menu) return fallback;
  return viewer.role === 'brand_admin' && section.menu.ownLabel ? section.menu.ownLabel : section.menu.label;
}

/** Declares a section, keeping its literal type (so screens can read its parts). */
export const defineSection = <Section extends StudioSection>(section: Section): Section => section;
