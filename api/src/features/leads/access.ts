import type { Prisma } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { databaseId } from '../../domain/global-id.js';
import { viewerOwnsBrand } from '../../auth/viewer.js';
import type { Context } from '../../graphql/context.js';
import { PLATFORM_ROLES, STUDIO_ROLES } from '../../graphql/permissions.js';
import { ForbiddenError, UnauthenticatedError } from '../../errors.js';
import { LEAD_MESSAGES } from './messages.js';
import { refusedWith } from '../../graphql/kit/auth.js';

/**
 * The leads a viewer may see and manage: every lead for super_admin and admin, the leads of the
 * brands they own for a brand_admin, none for anyone else. The list, the analytics and every write
 * go through this, so they always agree.
 */
export function leadsVisibleTo(viewer: Viewer | null): Prisma.LeadWhereInput {
  if (canSeeEveryLead(viewer)) return {};
  if (viewer?.role === 'brand_admin') return { brandId: { in: [...viewer.ownedBrandIds] } };
  return { id: { in: [] } };
}

export const canSeeEveryLead = (viewer: Viewer | null) =>
  !!viewer && (PLATFORM_ROLES as readonly string[]).includes(viewer.role);

/** One visible lead by global or row id; unknown ids and other brands' leads match nothing. */
export function visibleLeadWhere(viewer: Viewer | null, id: string | number): Prisma.LeadWhereInput {
  const leadId = databaseId(String(id), 'Lead');
  return leadId ? { AND: [{ id: leadId }, leadsVisibleTo(viewer)] } : { id: { in: [] } };
}

/** Roles that work with leads at all; a brand_admin is further limited by leadsVisibleTo. */
export const LEAD_ROLES = STUDIO_ROLES;

/** Refusals for the leads fields: signed out, or a role without leads. */
export const leadAccessError = (ctx: Context) =>
  ctx.viewer ? new ForbiddenError(LEAD_MESSAGES.noLeadAccess) : new UnauthenticatedError(LEAD_MESSAGES.signInForLeads);

export const leadPolicies = {
  /** The list, the analytics and every change to an existing lead; leadsVisibleTo narrows a brand_admin further. */
  manage: { role: [...LEAD_ROLES] },
  /** Adding a lead: to a brand the viewer owns, or (platform roles only) to no brand. */
  create: (brandId: string | number | null | undefined) =>
    brandId != null ? { ownsBrand: String(brandId) } : { role: [...PLATFORM_ROLES] },
  refused: (_root: unknown, _args: unknown, ctx: Context) => leadAccessError(ctx),
  analyticsRefused: refusedWith(LEAD_MESSAGES.noAnalyticsAccess, LEAD_MESSAGES.signInForAnalytics),
  /** One lead: its brand's managers, or the platform roles for a lead without a brand. */
  read: (lead: { brandId: string | null }, ctx: Context) =>
    lead.brandId ? viewerOwnsBrand(ctx.viewer, lead.brandId) : canSeeEveryLead(ctx.viewer),
};
