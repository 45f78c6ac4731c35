import type { Prisma } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { databaseId } from '../../domain/global-id.js';

/**
 * The leads a viewer may see and manage: every lead for super_admin and admin, the leads of the
 * brands they own for a brand_admin, none for anyone else. The list, the analytics and every write
 * go through this, so they always agree.
 */
export function leadsVisibleTo(viewer: Viewer | null): Prisma.LeadWhereInput {
  if (viewer?.role === 'super_admin' || viewer?.role === 'admin') return {};
  if (viewer?.role === 'brand_admin') return { brandId: { in: [...viewer.ownedBrandIds] } };
  return { id: { in: [] } };
}

export const canSeeEveryLead = (viewer: Viewer | null) => viewer?.role === 'super_admin' || viewer?.role === 'admin';

/** One visible lead by global or row id; unknown ids and other brands' leads match nothing. */
export function visibleLeadWhere(viewer: Viewer | null, id: string | number): Prisma.LeadWhereInput {
  const leadId = databaseId(String(id), 'Lead');
  return leadId ? { AND: [{ id: leadId }, leadsVisibleTo(viewer)] } : { id: { in: [] } };
}

/** Roles that work with leads at all; a brand_admin is further limited by leadsVisibleTo. */
export const LEAD_ROLES = ['super_admin', 'admin', 'brand_admin'] as const;
