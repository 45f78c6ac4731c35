import type { DesignerApplication, Prisma, Role, User } from '../../generated/prisma/client.js';
import type { Viewer } from '../../auth/viewer.js';
import { endAccessTokensOf } from '../../auth/access-version.js';
import { takeBackUnconfirmedAccount } from '../../auth/unconfirmed-account.js';
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
  /** True when the account was unconfirmed and taken back: its owner needs a link to choose a password. */
  credentialsReset: boolean;
}

/**
 * The account of an address, made (a brand_admin without a password) when there is none, and locked
 * for the rest of the transaction. One statement makes it or finds it made, so two approvals of
 * different applications from one new address, at the same moment, share one account.
 */
async function lockDesignerAccount(
  tx: Prisma.TransactionClient,
  email: string,
): Promise<{ user: User; created: boolean }> {
  const made = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO users (id, email, role, created_at, updated_at)
    VALUES (gen_random_uuid(), ${email}, 'brand_admin', now(), now())
    ON CONFLICT (email) DO NOTHING
    RETURNING id::text AS id`;
  await tx.$queryRaw`SELECT id FROM users WHERE email = ${email} FOR UPDATE`;
  return { user: await tx.user.findUniqueOrThrow({ where: { email } }), created: made.length === 1 };
}

/**
 * What approval does, inside the approval's transaction: the designer's account (found by e-mail or
 * created without a password) becomes a brand_admin, an unverified brand is made from the
 * application and owned by them, and the application remembers both. An application approved before
 * keeps the brand it made, so approving again creates nothing. An unconfirmed account given rights
 * here is first taken back from whoever signed it up (takeBackUnconfirmedAccount); whoever holds
 * tokens of an existing account given a role or a brand renews them.
 */
export async function onboardDesigner(
  tx: Prisma.TransactionClient,
  actor: Viewer,
  app: DesignerApplication,
): Promise<Onboarding> {
  const existingBrand = app.brandId
    ? await tx.brand.findUnique({ where: { id: app.brandId }, select: { id: true } })
    : null;

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

  const { user, created } = await lockDesignerAccount(tx, app.email);
  const owned = await tx.brandOwnership.findUnique({ where: { userId_brandId: { userId: user.id, brandId } } });
  const newRole = created || KEEPS_ROLE.includes(user.role) ? null : ('brand_admin' as const);

  if (created) {
    await recordAudit(tx, actor, {
      action: 'created',
      entityType: 'user',
      entityId: user.id,
      entityLabel: user.email,
      changes: allFields(user, ['email', 'role'], 'created'),
    });
  }
  const credentialsReset = !created && (!!newRole || !owned) && (await takeBackUnconfirmedAccount(tx, user));
  if (credentialsReset) {
    await recordAudit(tx, actor, {
      action: 'credentials_reset',
      entityType: 'user',
      entityId: user.id,
      entityLabel: user.email,
      changes: { password: { from: user.passwordHash ? 'set' : null, to: null } },
    });
  }
  if (newRole) {
    await tx.user.update({ where: { id: user.id }, data: { role: newRole } });
    await recordAudit(tx, actor, {
      action: 'role_changed',
      entityType: 'user',
      entityId: user.id,
      entityLabel: user.email,
      changes: { role: { from: user.role, to: newRole } },
    });
  }
  if (!owned) {
    await tx.brandOwnership.create({ data: { userId: user.id, brandId } });
    await recordAudit(tx, actor, {
      action: 'brand_granted',
      entityType: 'user',
      entityId: user.id,
      entityLabel: user.email,
      brandId,
      changes: { ownedBrands: { from: null, to: brandId } },
    });
  }
  if (!created && (newRole || !owned)) await endAccessTokensOf(tx, user.id);
  return { userId: user.id, brandId, brandCreated: !existingBrand, credentialsReset };
}
