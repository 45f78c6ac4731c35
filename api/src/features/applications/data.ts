import type { DesignerApplication, Prisma, Role } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { endAccessTokensOf } from '../../auth/access-version.js';
import { cityOf } from '../../domain/location.js';
import { allFields } from '../../domain/changed-fields.js';
import { recordAudit } from '../../graphql/kit/audit.js';
import { allOf, anyOf, containsText, filterText } from '../../graphql/kit/list.js';
import { brandFromApplication } from './rules.js';

export const NEWEST_FIRST: Prisma.DesignerApplicationOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { id: 'asc' },
];

export function applicationWhere(
  filter: { search?: string | null; status?: DesignerApplication['status'] | null } | null | undefined,
): Prisma.DesignerApplicationWhereInput {
  const search = filterText(filter?.search);
  return allOf<Prisma.DesignerApplicationWhereInput>([
    search &&
      anyOf<Prisma.DesignerApplicationWhereInput>(search, [
        (s) => ({ brandName: containsText(s) }),
        (s) => ({ designerName: containsText(s) }),
        (s) => ({ email: containsText(s) }),
        (s) => ({ location: containsText(s) }),
      ]),
    filter?.status && { status: filter.status },
  ]);
}

/** Locks the application row for the rest of the transaction, so two approvals cannot both create a brand. */
export async function lockApplication(tx: Prisma.TransactionClient, id: string): Promise<DesignerApplication | null> {
  await tx.$queryRaw`SELECT id FROM designer_applications WHERE id = ${id}::uuid FOR UPDATE`;
  return tx.designerApplication.findUnique({ where: { id } });
}

/** Roles that already reach the studio keep their role when they are also given a brand. */
const KEEPS_ROLE: readonly Role[] = ['super_admin', 'admin', 'brand_admin'];

export interface Onboarding {
  userId: string;
  brandId: string;
  /** True when this approval made the brand (the first approval); false when it was there already. */
  brandCreated: boolean;
}

/**
 * What approval does, inside the approval's transaction: the designer's account (found by e-mail or
 * created without a password) becomes a brand_admin, an unverified brand is made from the
 * application and owned by them, and the application remembers both. An application approved before
 * keeps the brand it made, so approving again creates nothing.
 */
export async function onboardDesigner(
  tx: Prisma.TransactionClient,
  actor: Viewer,
  app: DesignerApplication,
): Promise<Onboarding> {
  const existingBrand = app.brandId
    ? await tx.brand.findUnique({ where: { id: app.brandId }, select: { id: true } })
    : null;

  const found = await tx.user.findUnique({ where: { email: app.email } });
  const user = found ?? (await tx.user.create({ data: { email: app.email, role: 'brand_admin' } }));
  if (!found) {
    await recordAudit(tx, actor, {
      action: 'created',
      entityType: 'user',
      entityId: user.id,
      entityLabel: user.email,
      changes: allFields(user, ['email', 'role'], 'created'),
    });
  } else if (!KEEPS_ROLE.includes(found.role)) {
    await tx.user.update({ where: { id: found.id }, data: { role: 'brand_admin' } });
    await endAccessTokensOf(tx, found.id);
    await recordAudit(tx, actor, {
      action: 'role_changed',
      entityType: 'user',
      entityId: found.id,
      entityLabel: found.email,
      changes: { role: { from: found.role, to: 'brand_admin' } },
    });
  }

  let brandId = existingBrand?.id;
  if (!brandId) {
    const fields = brandFromApplication(app);
    const brand = await tx.brand.create({ data: { ...fields, city: cityOf(fields.location) } });
    brandId = brand.id;
    await recordAudit(tx, actor, {
      action: 'created',
      entityType: 'brand',
      entityId: brand.id,
      entityLabel: brand.name,
      brandId: brand.id,
      changes: allFields(brand, ['name', 'category', 'location', 'contactEmail', 'isVerified'], 'created'),
    });
  }
  const owned = await tx.brandOwnership.findUnique({ where: { userId_brandId: { userId: user.id, brandId } } });
  if (!owned) {
    await tx.brandOwnership.create({ data: { userId: user.id, brandId } });
    if (found) await endAccessTokensOf(tx, user.id);
    await recordAudit(tx, actor, {
      action: 'brand_granted',
      entityType: 'user',
      entityId: user.id,
      entityLabel: user.email,
      brandId,
      changes: { ownedBrands: { from: null, to: brandId } },
    });
  }
  return { userId: user.id, brandId, brandCreated: !existingBrand };
}
