import type { Role } from '../generated/prisma/client.js';

/**
 * The permission keys roles are granted (role_permissions rows; the seed writes them from this list).
 * Auth scopes and policies name a permission through the Permission type, so a typo does not compile.
 */
export const PERMISSIONS = [
  { key: 'studio.access', description: 'Open the studio back-office.' },
  {
    key: 'studio.brands.manage',
    description: 'Create, edit and delete brands, their images, tailor profiles and applications.',
  },
  { key: 'studio.catalogues.manage', description: 'Create, edit and delete collections and their gallery images.' },
  { key: 'studio.products.manage', description: 'Create, edit and delete products and services, and read the inbox.' },
  { key: 'studio.hero.manage', description: 'Manage home-page hero slides and run the upload check.' },
  { key: 'studio.spotlight.manage', description: 'Create, edit and delete spotlight features.' },
  { key: 'studio.faqs.manage', description: 'Create, edit and delete FAQs and see inactive ones.' },
  {
    key: 'studio.legal.manage',
    description: 'Create, edit, publish and delete legal documents and see every version.',
  },
  { key: 'studio.portfolio.manage', description: 'Create portfolio pieces for tailoring brands.' },
  { key: 'studio.reviews.manage', description: 'Read reviews in the studio, reply to them and hide or show them.' },
  { key: 'studio.users.manage', description: 'Manage user accounts, roles and brand ownership.' },
  { key: 'studio.settings.manage', description: 'Change platform settings such as the About texts.' },
] as const;

export type Permission = (typeof PERMISSIONS)[number]['key'];

/** Roles that see and manage every brand; a brand_admin only the brands they own. */
export const PLATFORM_ROLES = ['super_admin', 'admin'] as const satisfies readonly Role[];
/** Roles that work in the studio on brands: the platform roles and brand admins. */
export const STUDIO_ROLES = ['super_admin', 'admin', 'brand_admin'] as const satisfies readonly Role[];
