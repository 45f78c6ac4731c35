import { isSiteOrWebAddress } from '../../domain/web-links.js';
import { HERO_MESSAGES } from './messages.js';

export const HERO_LIMITS = { title: 120, heroTitle: 120, subtitle: 300, link: 500 } as const;

/** Spec: the display order defaults to the highest existing plus 1, and is at least 1. */
export const nextDisplayOrder = (highest: number | null | undefined) => Math.max(1, (highest ?? 0) + 1);

/**
 * Spec: "A link that is a bare word is prefixed with '/'". A relative path written without its
 * leading slash ('collections/bridal', '#about') is treated the same; full URLs and absolute paths
 * stay as they are (heroSlideErrors then takes only pages of this site and http(s) addresses).
 * Blank means no link.
 */
export function heroLink(link: string | null | undefined): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/')) return trimmed;
  return `/${trimmed}`;
}

export interface HeroSlideDraft {
  title?: string | null;
  heroTitle?: string | null;
  subtitle?: string | null;
  link?: string | null;
  displayOrder?: number | null;
  hasImage?: boolean;
}

/** The slide form's checks; on edit only the fields sent. */
export function heroSlideErrors(draft: HeroSlideDraft, mode: 'create' | 'edit'): Record<string, string> {
  const errors: Record<string, string> = {};
  const checks = (field: keyof HeroSlideDraft) => mode === 'create' || draft[field] !== undefined;
  if (mode === 'create' && !draft.hasImage) errors.image = HERO_MESSAGES.imageRequired;
  if (checks('title') && !draft.title?.trim()) errors.title = HERO_MESSAGES.titleRequired;
  if (checks('heroTitle') && !draft.heroTitle?.trim()) errors.heroTitle = HERO_MESSAGES.heroTitleRequired;
  const link = heroLink(draft.link);
  if (link && !isSiteOrWebAddress(link)) errors.link = HERO_MESSAGES.linkInvalid;
  const order = draft.displayOrder;
  if (order != null && (!Number.isInteger(order) || order < 1)) errors.displayOrder = HERO_MESSAGES.displayOrder;
  for (const [field, label] of [
    ['title', 'Title'],
    ['heroTitle', 'Hero title'],
    ['subtitle', 'Subtitle'],
    ['link', 'Link'],
  ] as const) {
    const value = draft[field]?.trim();
    if (value && [...value].length > HERO_LIMITS[field])
      errors[field] = HERO_MESSAGES.tooLong(label, HERO_LIMITS[field]);
  }
  return errors;
}
